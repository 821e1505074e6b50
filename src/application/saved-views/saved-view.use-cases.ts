import type { SavedViewRepository } from '../ports/saved-view-repository.port';

/** What the list screens call to save, open, share and remove views and to choose a default one. */
export function makeSavedViewUseCases(deps: { readonly views: SavedViewRepository }) {
  const { views } = deps;
  return {
    list: views.list.bind(views),
    get: views.get.bind(views),
    create: views.create.bind(views),
    update: views.update.bind(views),
    remove: views.remove.bind(views),
    setDefault: views.setDefault.bind(views),
  };
}

export type SavedViewUseCases = ReturnType<typeof makeSavedViewUseCases>;
