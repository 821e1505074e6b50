import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { DataListUseCases } from '../../../../src/application/demo/datalist.use-cases';
import type { DataListItem } from '../../../../src/domain/demo/datalist/datalist.types';
import { items } from '../../../domain/demo/datalist/datalist-test-data';
import { renderDemoScreen } from '../render-demo';

function dataListOver(rows: DataListItem[]) {
  return {
    all: vi.fn(async () => [...rows]),
    add: vi.fn(async () => undefined),
    update: vi.fn(async () => undefined),
    remove: vi.fn(async () => undefined),
    removeMany: vi.fn(async () => undefined),
  };
}

describe('the data list demo', () => {
  it('takes deleted items off the list as the server did, without loading the list again', async () => {
    const datalist = dataListOver(items(6));
    const user = userEvent.setup();
    await renderDemoScreen('/data-list/list-view', { datalist: datalist as unknown as DataListUseCases });
    expect(await screen.findByText('1–4 of 6')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete Item 1' }));
    await waitFor(() => expect(screen.queryByTestId('item-1')).not.toBeInTheDocument());
    await user.click(screen.getByRole('checkbox', { name: 'Select Item 2' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Item 3' }));
    await user.click(screen.getByRole('button', { name: 'Delete selected (2)' }));

    expect(await screen.findByText('1–3 of 3')).toBeInTheDocument();
    expect(datalist.removeMany).toHaveBeenCalledWith([
      expect.objectContaining({ id: 2 }),
      expect.objectContaining({ id: 3 }),
    ]);
    expect(datalist.all).toHaveBeenCalledTimes(1);
  });
});
