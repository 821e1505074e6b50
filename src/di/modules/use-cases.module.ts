import { ContainerModule } from 'inversify';
import { makeAppInfoUseCases } from '../../application/app/app-info.use-cases';
import type { AppUseCases } from '../../application/app-use-cases';
import { TOKENS } from '../tokens';

/** Builds the use cases from whichever adapters the backend module bound to the port tokens. */
export const useCasesModule = new ContainerModule(({ bind }) => {
  bind(TOKENS.useCases)
    .toResolvedValue(
      (clock, storage): AppUseCases => ({
        app: makeAppInfoUseCases({ clock, storage }),
      }),
      [TOKENS.clock, TOKENS.storage],
    )
    .inSingletonScope();
});
