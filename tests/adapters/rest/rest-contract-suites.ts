import { createHttpContactRepository } from '../../../src/adapters/http/http-contact-repository.adapter';
import { createHttpFreightRepository } from '../../../src/adapters/http/http-freight-repository.adapter';
import { createHttpProductRepository } from '../../../src/adapters/http/http-product-repository.adapter';
import { createHttpSavedViewRepository } from '../../../src/adapters/http/http-saved-view-repository.adapter';
import { createHttpUserRepository } from '../../../src/adapters/http/http-user-repository.adapter';
import { createWebStorage } from '../../../src/adapters/browser/web-storage.adapter';
import { authGatewayContract, type AuthGatewayHarness } from '../auth/auth-gateway.contract';
import { contactRepositoryContract } from '../contracts/contact-repository.contract';
import { productRepositoryContract } from '../contracts/product-repository.contract';
import { savedViewRepositoryContract } from '../contracts/saved-view-repository.contract';
import { userRepositoryContract } from '../contracts/user-repository.contract';
import { freightRepositoryContract } from '../freight/freight-repository.contract';
import { restBehaviourContract } from './rest-behaviour.contract';
import {
  ADMIN,
  gatewayOf,
  registerPending,
  shipmentWithProduct,
  shipmentWithShipper,
  signedInClient,
  STAFF,
  type StartRestTarget,
} from './rest-target';

/**
 * The repository contracts through the HTTP adapters, against one host of the REST contract. Each host's test
 * file calls these (the browser mock one by one, a server all at once with `restContractSuites`).
 */
export function freightOverRest(name: string, start: StartRestTarget): void {
  freightRepositoryContract(name, async () => {
    const target = await start();
    const staff = await signedInClient(target, STAFF);
    return {
      staff: createHttpFreightRepository(staff),
      admin: createHttpFreightRepository(await signedInClient(target, ADMIN)),
      contacts: createHttpContactRepository(staff),
      products: createHttpProductRepository(staff),
    };
  });
}

export function masterDataOverRest(name: string, start: StartRestTarget): void {
  contactRepositoryContract(name, async () => {
    const http = await signedInClient(await start(), STAFF);
    return { contacts: createHttpContactRepository(http), useAsShipper: (id) => shipmentWithShipper(http, id) };
  });
  productRepositoryContract(name, async () => {
    const http = await signedInClient(await start(), STAFF);
    return { products: createHttpProductRepository(http), useOnLine: (id) => shipmentWithProduct(http, id) };
  });
  userRepositoryContract(name, async () => {
    const target = await start();
    return {
      users: createHttpUserRepository(await signedInClient(target, ADMIN)),
      registerPending: (person, email) => registerPending(target, person, email),
    };
  });
}

export function savedViewsOverRest(name: string, start: StartRestTarget): void {
  savedViewRepositoryContract(name, async () => {
    const target = await start();
    return {
      staff: createHttpSavedViewRepository(await signedInClient(target, STAFF)),
      admin: createHttpSavedViewRepository(await signedInClient(target, ADMIN)),
    };
  });
}

export function authOverRest(name: string, start: StartRestTarget): void {
  authGatewayContract(name, async (): Promise<AuthGatewayHarness> => {
    const target = await start();
    const storage = createWebStorage(undefined);
    const first = gatewayOf(target, storage);
    return {
      provider: 'jwt',
      admin: ADMIN,
      staff: STAFF,
      gateway: () => first,
      reopen: async () => gatewayOf(target, storage),
    };
  });
}

/** Everything a host of the REST contract must pass. */
export function restContractSuites(name: string, start: StartRestTarget): void {
  freightOverRest(name, start);
  masterDataOverRest(name, start);
  savedViewsOverRest(name, start);
  authOverRest(name, start);
  restBehaviourContract(name, start);
}
