import type { ContainerModuleLoadOptions, ServiceIdentifier } from 'inversify';

type Bind = ContainerModuleLoadOptions['bind'];

/** Binds `token` to one value for the container's life, made from the one service it is built on. */
export function bindSingletonFrom<T, D>(
  bind: Bind,
  token: ServiceIdentifier<T>,
  from: ServiceIdentifier<D>,
  make: (dependency: D) => T,
): void {
  bind(token)
    .toResolvedValue((dependency: D) => make(dependency), [from])
    .inSingletonScope();
}
