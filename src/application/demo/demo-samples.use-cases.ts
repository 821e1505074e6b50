import { validateListedUser } from '../../domain/demo/listed-users/listed-user-filter';
import { requireValid } from './require-valid';
import type { DemoSamplesSource } from '../ports/demo/demo-samples.port';

/** The sample data sets; a listed user's edit is checked before it is sent. */
export type DemoSamplesUseCases = DemoSamplesSource;

export function makeDemoSamplesUseCases(deps: { samples: DemoSamplesSource }): DemoSamplesUseCases {
  const { samples } = deps;
  return {
    listedUsers: () => samples.listedUsers(),
    updateListedUser: async (id, edit) => {
      requireValid(validateListedUser(edit));
      return samples.updateListedUser(id, edit);
    },
    contactGrid: () => samples.contactGrid(),
    autocompleteTitles: () => samples.autocompleteTitles(),
    shopProducts: () => samples.shopProducts(),
  };
}
