import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AuditUseCases } from '../../../src/application/audit/audit.use-cases';
import { createSessionStore } from '../../../src/application/auth/session-store';
import { AppError } from '../../../src/application/errors/app-error';
import { makeUserUseCases } from '../../../src/application/users/user.use-cases';
import type { AuditEntry } from '../../../src/domain/audit/audit-entry';
import { renderRoute, TEST_ADMIN } from '../../support/render-with-app';
import { memoryUsers } from '../users/users-harness';
import { priceChange } from './audit-fixtures';

const cancelled: AuditEntry = {
  id: 'a-1',
  kind: 'freight',
  recordId: 'fr-1',
  label: 'FR-2026-000001',
  action: 'transition',
  at: '2026-11-20T09:00:00Z',
  by: { id: 'u-admin', name: 'Ana Admin' },
  changes: [{ field: 'status', from: '"draft"', to: '"cancelled"' }],
};

async function renderActivity(activity: AuditUseCases['activity'], path = '/activity', locale: 'en' | 'pt' = 'en') {
  const audit: AuditUseCases = { history: vi.fn(), activity: vi.fn(activity) };
  const users = makeUserUseCases({ users: memoryUsers(), session: createSessionStore(TEST_ADMIN) });
  await act(async () => {
    await renderRoute(path, { useCases: { audit, users }, locale });
  });
  return audit;
}

describe('the activity page', () => {
  it('lists the changes across records, each naming and linking to its record, with what changed', async () => {
    const audit = await renderActivity(async () => ({
      items: [priceChange, cancelled],
      total: 2,
      page: 1,
      pageCount: 1,
    }));
    const entries = await screen.findAllByTestId('audit-entry');
    expect(entries.map((entry) => within(entry).getByTestId('activity-record').textContent)).toEqual([
      'ProductCT-1',
      'ShipmentFR-2026-000001',
    ]);
    expect(within(entries[0]!).getByRole('link', { name: 'Open Product CT-1' })).toHaveAttribute(
      'href',
      '/product/p-1/edit',
    );
    expect(within(entries[1]!).getByRole('link', { name: 'Open Shipment FR-2026-000001' })).toHaveAttribute(
      'href',
      '/freight/fr-1',
    );
    expect(entries[0]).toHaveTextContent('Changed by Sam Staff');
    expect(entries[0]).toHaveTextContent(/Unit price\s*\$12\.50\s*\$13\.99/);
    expect(entries[1]).toHaveTextContent(/Status\s*Draft\s*Cancelled/);
    expect(audit.activity).toHaveBeenCalledWith({}, 1, 25, expect.anything());
  });

  it('asks for the person, record type and days of the URL, the days as the reader’s own', async () => {
    const audit = await renderActivity(
      async () => ({ items: [priceChange], total: 1, page: 1, pageCount: 1 }),
      '/activity?user=u-staff&kind=product&from=2026-11-01&to=2026-11-30',
    );
    await screen.findByTestId('audit-entry');
    expect(audit.activity).toHaveBeenLastCalledWith(
      {
        userId: 'u-staff',
        kind: 'product',
        from: new Date('2026-11-01T00:00:00.000').toISOString(),
        to: new Date('2026-11-30T23:59:59.999').toISOString(),
      },
      1,
      25,
      expect.anything(),
    );
    expect(screen.getByRole('combobox', { name: 'Record type' })).toHaveValue('Product');
    expect(screen.getByRole('textbox', { name: 'From' })).toHaveValue('11/01/2026');
    expect(screen.getByRole('textbox', { name: 'To' })).toHaveValue('11/30/2026');
    expect(await screen.findByDisplayValue('Sam Staff')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(audit.activity).toHaveBeenLastCalledWith({}, 1, 25, expect.anything());
  });

  it('says when nothing matches, in Portuguese, and offers a retry when the trail cannot be read', async () => {
    let fail = true;
    await renderActivity(
      async () => {
        if (fail) throw new AppError('network', 'down', { code: 'network' });
        return { items: [], total: 0, page: 1, pageCount: 1 };
      },
      '/activity',
      'pt',
    );
    expect(await screen.findByRole('heading', { name: 'Atividade' })).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Nenhuma alteração encontrada')).toBeInTheDocument();
  });
});
