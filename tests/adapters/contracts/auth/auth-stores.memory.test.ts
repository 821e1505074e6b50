import { createMemoryAuthStores } from '../../../../src/adapters/memory/memory-auth-stores';
import { emptyMemoryData } from '../../../../src/adapters/memory/memory-data';
import { authStoresContract } from './auth-stores.contract';

authStoresContract('memory', async () => createMemoryAuthStores(emptyMemoryData()));
