import { exchangeRateContract } from './exchange-rate.contract';
import { mockRestTarget } from './mock-target';

exchangeRateContract('browser host (seeded table)', mockRestTarget(), 'table');
