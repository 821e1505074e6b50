import { emptyMemoryData } from '../../../../src/adapters/memory/memory-data';
import { createMemoryStores } from '../../../../src/adapters/memory/memory-stores';
import { storeContract } from './store.contract';

storeContract('memory', async () => ({ stores: createMemoryStores(emptyMemoryData()) }));
