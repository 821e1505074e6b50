import { gracefulShutdownSuite } from './graceful-shutdown.suite';

gracefulShutdownSuite('pglite');
