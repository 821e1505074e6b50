import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createWebStorage } from '../../../src/adapters/browser/web-storage.adapter';
import { emptyMemoryData } from '../../../src/adapters/memory/memory-data';
import { createMemorySavedViewStore } from '../../../src/adapters/memory/memory-saved-views';
import { createLocalSavedViewRepository } from '../../../src/application/local/local-saved-view-repository';
import { makeSavedViewService } from '../../../src/application/saved-views/saved-view-service';
import { makeSavedViewUseCases } from '../../../src/application/saved-views/saved-view.use-cases';
import { sampleProduct } from '../../adapters/contracts/master-data-samples';
import { TEST_ADMIN } from '../../support/render-with-app';
import { ME, masterDataCore, renderOverCore } from '../master-data/master-data-core';

const headers = () =>
  within(screen.getByTestId('products-table'))
    .getAllByRole('columnheader')
    .map((th) => th.textContent?.trim())
    .filter((text) => text !== '');

describe('saved views and columns on a list', () => {
  it('hides and moves columns by keyboard-reachable controls, kept for the person in this browser', async () => {
    const { core, useCases } = masterDataCore();
    await core.products.create(ME, sampleProduct('Coffee'));
    const { harness } = await renderOverCore('/product/list', useCases);
    await screen.findByTestId('products-table');
    expect(headers().slice(0, 3)).toEqual(['Code', 'Description', 'NCM']);

    await userEvent.click(screen.getByRole('button', { name: 'Columns' }));
    const chooser = await screen.findByTestId('column-chooser');
    await userEvent.click(await within(chooser).findByRole('checkbox', { name: 'NCM' }));
    await userEvent.click(within(chooser).getByRole('button', { name: 'Move Description up' }));
    await waitFor(() => expect(headers().slice(0, 3)).toEqual(['Description', 'Code', 'Unit price']));
    expect(within(chooser).getByRole('button', { name: 'Move Description up' })).toBeDisabled();
    // The moved column keeps the focus: at the top, on its other button.
    await waitFor(() => expect(within(chooser).getByRole('button', { name: 'Move Description down' })).toHaveFocus());
    expect(harness.useCases.views.localColumns(ME.id, 'products')?.slice(0, 3)).toEqual([
      { id: 'description', visible: true },
      { id: 'code', visible: true },
      { id: 'ncm', visible: false },
    ]);
  });

  it('saves the list with its filters and columns as a shared view and opens it', async () => {
    const { core, useCases } = masterDataCore();
    await core.products.create(ME, sampleProduct('Coffee'));
    const arranged = ['description', 'code', 'ncm'].map((id) => ({ id, visible: id !== 'ncm' }));
    window.localStorage.setItem(`freightdesk.columns.${ME.id}.products`, JSON.stringify(arranged));
    const { router, harness } = await renderOverCore('/product/list?active=true', useCases);
    await screen.findByTestId('products-table');
    expect(headers().slice(0, 3)).toEqual(['Description', 'Code', 'Unit price']);

    await userEvent.click(screen.getByRole('button', { name: 'Views' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Save as a new view…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save this list as a view' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save view' }));
    expect(within(dialog).getByText('Give the view a name.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Active coffee');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Share with all staff/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save view' }));

    await waitFor(() => expect(router.state.location.search).toMatchObject({ view: 'v-1', active: 'true' }));
    expect(await screen.findByRole('button', { name: 'Views: Active coffee' })).toBeInTheDocument();
    const saved = await harness.useCases.views.get('v-1');
    expect(saved).toMatchObject({ name: 'Active coffee', shared: true, state: { active: 'true' } });
    expect(saved?.columns.slice(0, 3)).toEqual([
      { id: 'description', visible: true },
      { id: 'code', visible: true },
      { id: 'ncm', visible: false },
    ]);
  });

  /** Products (one active, one not) and a view of them Bia shared; `staff` reads it. */
  async function sharedView() {
    const { core, useCases } = masterDataCore();
    await core.products.create(ME, sampleProduct('Coffee'));
    await core.products.create(ME, sampleProduct('Tea', { active: false }));
    const service = makeSavedViewService({
      views: createMemorySavedViewStore(emptyMemoryData()),
      clock: { now: () => new Date('2026-11-26T12:00:00Z') },
      ids: { newId: (prefix) => `${prefix}-shared` },
    });
    await service.create(
      { id: 'u-bia', name: 'Bia Costa', role: 'admin' },
      {
        list: 'products',
        name: 'Origin first',
        shared: true,
        state: { active: 'false' },
        columns: [
          { id: 'countryOfOrigin', visible: true },
          { id: 'code', visible: true },
        ],
      },
    );
    const staff = { ...TEST_ADMIN, userId: 'u-staff', name: 'Bruno Staff', role: 'user' as const };
    const views = makeSavedViewUseCases({
      views: createLocalSavedViewRepository(service, {
        current: async () => ({ id: staff.userId, name: staff.name, role: staff.role }),
      }),
      storage: createWebStorage(window),
    });
    return { useCases: { ...useCases, views }, service, staff };
  }

  it("opens another person's shared view from its URL with its filters and columns", async () => {
    const { useCases, staff } = await sharedView();
    const { router } = await renderOverCore('/product/list?view=v-shared', useCases, 'en', staff);
    await waitFor(() => expect(router.state.location.search).toMatchObject({ view: 'v-shared', active: 'false' }));
    expect(await screen.findByRole('button', { name: 'Views: Origin first' })).toBeInTheDocument();
    await waitFor(() => expect(headers().slice(0, 3)).toEqual(['Origin', 'Code', 'Description']));
    // The view's filtered page replaces the page before once it is built: the table says busy until then.
    await waitFor(() => expect(screen.getByTestId('products-table')).toHaveAttribute('aria-busy', 'false'));
    expect(screen.getByText('Contract product Tea')).toBeInTheDocument();
    expect(screen.queryByText('Contract product Coffee')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /Views/ }));
    const item = await screen.findByRole('menuitem', { name: /Origin first · Bia Costa/ });
    const menu = item.closest('[role="menu"]') as HTMLElement;
    expect(within(menu).queryByRole('menuitem', { name: /Delete/ })).not.toBeInTheDocument();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'All records (no view)' }));
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    expect(await screen.findByTestId('products-table')).toBeInTheDocument();
  });

  it("opens the person's default view when the list is opened with nothing in its URL", async () => {
    const { useCases, service, staff } = await sharedView();
    await service.setDefault({ id: staff.userId, name: staff.name, role: staff.role }, 'products', 'v-shared');
    const { router } = await renderOverCore('/product/list', useCases, 'en', staff);
    await waitFor(() => expect(router.state.location.search).toMatchObject({ view: 'v-shared', active: 'false' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Views: Origin first' }));
    expect(await screen.findByRole('menuitem', { name: 'Stop opening “Origin first” by default' })).toBeInTheDocument();
  });
});
