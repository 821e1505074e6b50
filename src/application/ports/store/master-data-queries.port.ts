import type { Contact, ContactRole } from '../../../domain/contact/contact';
import type { Product } from '../../../domain/product/product';
import type { ListPage } from '../../../domain/shared/list-query';
import type { UserRecord } from '../../../domain/user/user-record';
import type { ContactListQuery } from '../contact-repository.port';
import type { ProductListQuery } from '../product-repository.port';
import type { UserListQuery } from '../user-repository.port';

/** Reads of the master data outside a transaction (lists and picker lookups). */
export interface ProductQueries {
  list(query: ProductListQuery): Promise<ListPage<Product>>;
  /** Active products for a picker: code prefix first, then descriptions and NCM. */
  lookup(text: string, limit: number): Promise<readonly Product[]>;
}

export interface ContactQueries {
  list(query: ContactListQuery): Promise<ListPage<Contact>>;
  /** Active contacts for a picker, optionally only those holding `role`. */
  lookup(text: string, options: { readonly role?: ContactRole; readonly limit: number }): Promise<readonly Contact[]>;
}

export interface UserQueries {
  list(query: UserListQuery): Promise<ListPage<UserRecord>>;
  all(): Promise<readonly UserRecord[]>;
}
