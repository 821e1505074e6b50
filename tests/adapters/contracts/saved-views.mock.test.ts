import { savedViewsOverRest } from '../rest/rest-contract-suites';
import { mockRestTarget } from '../rest/mock-target';

/** The saved-view contract through the HTTP adapter, against the REST app hosted in the browser mock. */
savedViewsOverRest('HTTP adapter + browser host of the REST contract', mockRestTarget());
