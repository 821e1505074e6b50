import { freightOverRest } from '../rest/rest-contract-suites';
import { mockRestTarget } from '../rest/mock-target';

/** The freight contract through the HTTP adapter, against the REST app hosted in the browser mock. */
freightOverRest('HTTP adapter + browser host of the REST contract', mockRestTarget());
