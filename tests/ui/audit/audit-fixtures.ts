import type { AuditEntry } from '../../../src/domain/audit/audit-entry';

/** A product's price raised and the product withdrawn, by a member of staff. */
export const priceChange: AuditEntry = {
  id: 'a-2',
  kind: 'product',
  recordId: 'p-1',
  label: 'CT-1',
  action: 'update',
  at: '2026-11-21T14:30:00Z',
  by: { id: 'u-staff', name: 'Sam Staff' },
  changes: [
    {
      field: 'unitPrice',
      from: JSON.stringify({ minor: 1250, currency: 'USD' }),
      to: JSON.stringify({ minor: 1399, currency: 'USD' }),
    },
    { field: 'active', from: 'true', to: 'false' },
  ],
};
