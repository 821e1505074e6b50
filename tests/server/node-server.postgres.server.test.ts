import { nodeServerSuite } from './node-server.suite';

nodeServerSuite('postgres');
