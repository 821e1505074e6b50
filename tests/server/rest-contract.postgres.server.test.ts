import { restContractOnServer } from './rest-contract.suite';

restContractOnServer('postgres');
