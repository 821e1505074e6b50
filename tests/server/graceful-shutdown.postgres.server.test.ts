import { gracefulShutdownSuite } from './graceful-shutdown.suite';

gracefulShutdownSuite('postgres');
