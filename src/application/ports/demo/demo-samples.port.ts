import type { ListedUser } from '../../../domain/demo/listed-users/listed-user.types';
import type { ListedUserEdit } from '../../../domain/demo/listed-users/listed-user-filter';
import type { ShopProduct } from '../../../domain/demo/ecommerce/shop-product.types';

export interface ContactSample {
  readonly firstname: string;
  readonly lastname: string;
  readonly company: string;
  readonly address: string;
  readonly city: string;
  readonly country: string;
  readonly state: string;
  readonly zip: string;
  readonly phone: string;
  readonly fax: string;
  readonly email: string;
  readonly web: string;
  readonly followers: number;
}

export interface AutocompleteTitle {
  readonly title: string;
  readonly rank: number;
  readonly id: number;
}

/** The template's sample data sets: demo user list, contact grid, autocomplete titles, shop. */
export interface DemoSamplesSource {
  listedUsers(): Promise<ListedUser[]>;
  updateListedUser(id: number, edit: ListedUserEdit): Promise<ListedUser>;
  contactGrid(): Promise<ContactSample[]>;
  autocompleteTitles(): Promise<AutocompleteTitle[]>;
  shopProducts(): Promise<ShopProduct[]>;
}
