import type { ListedUser } from '../../domain/demo/listed-users/listed-user.types';
import { validateListedUser, type ListedUserEdit } from '../../domain/demo/listed-users/listed-user-filter';
import type { ShopProduct } from '../../domain/demo/ecommerce/shop-product.types';
import { AppError } from '../errors/app-error';
import type { AutocompleteTitle, ContactSample, DemoSamplesSource } from '../ports/demo/demo-samples.port';

export interface DemoSamplesUseCases {
  listedUsers(): Promise<ListedUser[]>;
  updateListedUser(id: number, edit: ListedUserEdit): Promise<ListedUser>;
  contactGrid(): Promise<ContactSample[]>;
  autocompleteTitles(): Promise<AutocompleteTitle[]>;
  shopProducts(): Promise<ShopProduct[]>;
}

export function makeDemoSamplesUseCases(deps: { samples: DemoSamplesSource }): DemoSamplesUseCases {
  const { samples } = deps;
  return {
    listedUsers: () => samples.listedUsers(),
    updateListedUser: async (id, edit) => {
      const errors = validateListedUser(edit);
      if (Object.keys(errors).length > 0) {
        throw new AppError('validation', 'Please correct the marked fields', {
          fieldErrors: errors as Record<string, string>,
        });
      }
      return samples.updateListedUser(id, edit);
    },
    contactGrid: () => samples.contactGrid(),
    autocompleteTitles: () => samples.autocompleteTitles(),
    shopProducts: () => samples.shopProducts(),
  };
}
