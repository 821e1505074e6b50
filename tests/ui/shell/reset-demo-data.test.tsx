import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createWebStorage } from '../../../src/adapters/browser/web-storage.adapter';
import { makeAppInfoUseCases } from '../../../src/application/app/app-info.use-cases';
import type { UiLocale } from '../../../src/domain/shared/locale';
import { fixedClock, renderRoute } from '../../support/render-with-app';
import { memoryProducts, productRows } from '../products/render-products';

/** The product list over a catalogue that someone renamed a product in, and demo data that puts the seed back. */
async function renderWithDemoData(options: { resettable: boolean; locale?: UiLocale }) {
  const seed = productRows(3);
  const rows = seed.map((p, i) => (i === 0 ? { ...p, descriptionEn: 'Changed in this browser' } : p));
  let resets = 0;
  const app = makeAppInfoUseCases({
    clock: fixedClock(new Date('2026-11-21T12:00:00Z')),
    storage: createWebStorage(window),
    demoData: options.resettable
      ? {
          reset: async () => {
            resets += 1;
            rows.splice(0, rows.length, ...seed);
          },
          onChangedElsewhere: () => () => undefined,
        }
      : null,
  });
  await renderRoute('/product/list', {
    useCases: { app, products: memoryProducts(rows) },
    ...(options.locale ? { locale: options.locale } : {}),
  });
  return { resets: () => resets };
}

describe('reset demo data', () => {
  it('asks first, saying what it does, then every screen shows the seed again', async () => {
    const demo = await renderWithDemoData({ resettable: true });
    expect(await screen.findByText('Changed in this browser')).toBeInTheDocument();

    await userEvent.click(screen.getByTestId('user-menu'));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Reset demo data' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset the demo data?' });
    expect(dialog).toHaveTextContent('goes back to the demo data the app started with');
    expect(demo.resets()).toBe(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset demo data' }));
    expect(await screen.findByText('The demo data was reset.')).toBeInTheDocument();
    expect(demo.resets()).toBe(1);
    await waitFor(() => expect(screen.queryByText('Changed in this browser')).not.toBeInTheDocument());
    expect(screen.getByText('Product 0001')).toBeInTheDocument();
  });

  it('speaks Portuguese, and Cancel resets nothing', async () => {
    const demo = await renderWithDemoData({ resettable: true, locale: 'pt' });
    await userEvent.click(await screen.findByTestId('user-menu'));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Restaurar dados de demonstração' }));
    const dialog = await screen.findByRole('dialog', { name: 'Restaurar os dados de demonstração?' });
    expect(dialog).toHaveTextContent('você continua conectado');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(demo.resets()).toBe(0);
  });

  it('is not offered where the backend has no demo data (http and firebase modes)', async () => {
    await renderWithDemoData({ resettable: false });
    await userEvent.click(await screen.findByTestId('user-menu'));
    expect(await screen.findByRole('menuitem', { name: 'Sair' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Reset demo data' })).not.toBeInTheDocument();
  });
});
