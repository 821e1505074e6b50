import { masterDataOverRest } from '../rest/rest-contract-suites';
import { mockRestTarget } from '../rest/mock-target';

/** The three master-data contracts through the HTTP adapters, against the REST app hosted in the browser mock. */
masterDataOverRest('HTTP adapter + browser host of the REST contract', mockRestTarget());
