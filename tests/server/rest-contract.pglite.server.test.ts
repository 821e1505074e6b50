import { restContractOnServer } from './rest-contract.suite';

restContractOnServer('pglite');
