import { act } from '@testing-library/react';
import type { DemoUseCases } from '../../../src/application/demo/demo.use-cases';
import type { UiLocale } from '../../../src/domain/shared/locale';
import { renderRoute } from '../../support/render-with-app';

/**
 * A demo screen through the app's own routes (loader, query cache, signed-in frame) at `path`, with
 * only the demo use cases the test gives; any other demo area fails loudly if a screen asks for it.
 */
export async function renderDemoScreen(path: string, demo: Partial<DemoUseCases>, locale: UiLocale = 'en') {
  const given = new Proxy(demo, {
    get(target, area: string) {
      if (area in target) return target[area as keyof DemoUseCases];
      if (typeof area !== 'string' || area === 'then' || area.startsWith('$$') || area === 'toJSON') return undefined;
      throw new Error(`renderDemoScreen: demo area "${area}" was not provided`);
    },
  }) as DemoUseCases;
  // act() lets the screen's first load settle inside React's test scope.
  let result: Awaited<ReturnType<typeof renderRoute>> | undefined;
  await act(async () => {
    result = await renderRoute(path, { useCases: { demo: given }, locale });
  });
  return result as Awaited<ReturnType<typeof renderRoute>>;
}
