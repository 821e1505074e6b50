import { expect, test } from '@playwright/test';
import { freightInputOf } from '../../../src/domain/freight/freight-record';
import { newFreightDraft } from '../../../src/domain/freight/freight-record-builders';
import { callApi } from '../support/api';
import { collectPageErrors, expectNoSeriousA11yViolations, signIn } from '../support/app';

// The first load seeds 2,000 shipments in the browser, and this test adds 253 more.
test.describe.configure({ timeout: 240_000 });
test.use({ actionTimeout: 20_000 });

test('bulk "cancel" on all 253 matching drafts cancels the 250 still drafts and reports the 3 refused, with why', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await signIn(page, 'admin', '/freight/list');
  const carrier = `Bulkline ${Date.now().toString(36)}`;
  const input = {
    ...freightInputOf(newFreightDraft({ id: '', reference: '', at: '', by: { id: '', name: '' } })),
    carrier,
    shipper: { id: 'c-0001', name: 'Bulk Exporter', country: 'BR' },
    consignee: { id: 'c-0002', name: 'Bulk Importer', country: 'DE' },
    destinationCountry: 'DE',
  };
  const created = await callApi<{ id: string; reference: string }>(
    page,
    'POST',
    '/api/freight',
    Array.from({ length: 253 }, () => ({ input, requestId: crypto.randomUUID() })),
  );
  expect(created).toHaveLength(253);

  await page.goto(`/freight/list?q=${encodeURIComponent(carrier)}&status=draft&sort=reference&dir=asc`);
  await expect(page.getByTestId('freight-total')).toHaveText('253 shipments');
  await page.getByRole('checkbox', { name: 'Select all on this page' }).check();
  const banner = page.getByTestId('select-all-matching');
  await expect(banner).toContainText('All 25 shipments on this page are selected.');
  await banner.getByRole('button', { name: 'Select all 253 matching' }).click();
  await expect(banner).toContainText('All 253 matching shipments are selected.');
  const bulk = page.getByRole('button', { name: /Change status · 253 selected/ });
  await expect(bulk).toBeVisible();

  // A colleague cancels three of them after they were selected: those three will refuse.
  const gone = [created[7]!, created[130]!, created[252]!];
  await callApi(
    page,
    'POST',
    '/api/freight/{id}/transitions',
    gone.map(({ id }) => ({ id, action: 'cancel' })),
  );

  await bulk.click();
  await page.getByRole('menuitem', { name: 'Cancel shipment' }).click();
  const ask = page.getByRole('dialog', { name: 'Cancel 253 shipments?' });
  await ask.getByRole('button', { name: 'Cancel 253 shipments' }).click();

  const report = page.getByRole('dialog', { name: '3 shipments were not changed' });
  await expect(report.getByTestId('bulk-report')).toContainText('250 changed, 3 refused');
  const refused = report.getByTestId('bulk-refusals').getByRole('listitem');
  await expect(refused).toHaveText(
    gone.map(({ reference }) => `${reference}: not possible while the shipment is Cancelled.`),
  );
  await expectNoSeriousA11yViolations(page);

  // They are cancelled: another try would only be refused again, so none is offered.
  await expect(report.getByRole('button', { name: /Retry/ })).toHaveCount(0);
  await report.getByRole('button', { name: 'Close' }).last().click();
  await expect(report).toHaveCount(0);

  // Every one of the 253 is cancelled now, and the selection went with the change.
  await expect(page.getByTestId('freight-total')).toHaveText('0 shipments');
  await page.goto(`/freight/list?q=${encodeURIComponent(carrier)}&status=cancelled`);
  await expect(page.getByTestId('freight-total')).toHaveText('253 shipments');
  await expect(page.getByRole('button', { name: /Change status/ })).toHaveCount(0);
  expect(errors).toEqual([]);
});
