import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AuditUseCases } from '../../../src/application/audit/audit.use-cases';
import { AppError } from '../../../src/application/errors/app-error';
import type { AuditEntry } from '../../../src/domain/audit/audit-entry';
import { FeatureIntl } from '../../../src/ui/components/feature-intl';
import { RecordHistory } from '../../../src/ui/components/audit/record-history';
import { messages as products } from '../../../src/ui/features/products/messages';
import { renderWithApp } from '../../support/render-with-app';
import { priceChange } from './audit-fixtures';

const created: AuditEntry = { ...priceChange, id: 'a-1', action: 'create', at: '2026-11-20T09:00:00Z', changes: [] };

function auditOf(history: AuditUseCases['history']): AuditUseCases {
  return { history: vi.fn(history), activity: vi.fn() };
}

function renderHistory(audit: AuditUseCases, locale: 'en' | 'pt' = 'en') {
  return renderWithApp(
    <FeatureIntl messages={products}>
      <RecordHistory kind="product" recordId="p-1" />
    </FeatureIntl>,
    { useCases: { audit }, locale },
  );
}

describe("a record's History", () => {
  it("shows who changed what when, each field from what to what, in the reader's language", async () => {
    const audit = auditOf(async () => ({ items: [priceChange, created], total: 2, page: 1, pageCount: 1 }));
    renderHistory(audit);
    const entries = await screen.findAllByTestId('audit-entry');
    expect(entries).toHaveLength(2);
    expect(entries[0]).toHaveTextContent('Changed by Sam Staff');
    const table = within(entries[0] as HTMLElement).getByRole('table');
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual(['FieldBeforeAfter', 'Unit price$12.50$13.99', 'Active (offered on new invoices)YesNo']);
    expect(entries[1]).toHaveTextContent('Created by Sam Staff');
    expect(audit.history).toHaveBeenCalledWith('product', 'p-1', 1, 10, expect.anything());
  });

  it('reads in Portuguese', async () => {
    const audit = auditOf(async () => ({ items: [priceChange], total: 1, page: 1, pageCount: 1 }));
    renderHistory(audit, 'pt');
    const entry = await screen.findByTestId('audit-entry');
    expect(entry).toHaveTextContent('Alterado por Sam Staff');
    expect(within(entry).getByRole('columnheader', { name: 'Antes' })).toBeInTheDocument();
    expect(entry).toHaveTextContent(/Preço unitário\s*US\$\s*12,50\s*US\$\s*13,99/);
  });

  it('says when nothing is recorded, and offers a retry when the history cannot be read', async () => {
    let fail = true;
    const audit = auditOf(async () => {
      if (fail) throw new AppError('network', 'down', { code: 'network' });
      return { items: [], total: 0, page: 1, pageCount: 1 };
    });
    renderHistory(audit);
    const alert = await screen.findByRole('alert');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No changes recorded yet.')).toBeInTheDocument();
  });

  it('shows older changes on asking', async () => {
    const many = Array.from({ length: 12 }, (_, i) => ({ ...created, id: `a-${i}` }));
    const audit = auditOf(async (_kind, _id, _page, size) => ({
      items: many.slice(0, size),
      total: many.length,
      page: 1,
      pageCount: 1,
    }));
    renderHistory(audit);
    expect(await screen.findAllByTestId('audit-entry')).toHaveLength(10);
    await userEvent.click(screen.getByRole('button', { name: 'Show older changes' }));
    await waitFor(() => expect(screen.getAllByTestId('audit-entry')).toHaveLength(12));
  });
});
