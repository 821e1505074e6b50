import { signInThrottlingSuite } from './sign-in-throttling.suite';

signInThrottlingSuite('pglite');
