import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { freightInputOf } from '../../../src/domain/freight/freight-record';
import { newFreightDraft, newFreightLine } from '../../../src/domain/freight/freight-record-builders';
import { containerCheckDigit } from '../../../src/domain/trade/container-number';
import { brasiliaDay } from '../../../src/domain/trade/brasilia-day';
import { ptaxDateFor } from '../../../src/domain/trade/exchange-rate-quote';
import { convertMoney, money } from '../../../src/domain/shared/money';
import { seededRateOn } from '../../../src/adapters/mock/fixtures/exchange-rates.fixture';
import { formatDate, formatMoney, formatRate } from '../../../src/ui/components/format-freight';
import { collectPageErrors, signIn } from '../support/app';

// The first load seeds 2,000 shipments in the browser; give busy machines room.
test.describe.configure({ timeout: 240_000 });
test.use({ actionTimeout: 20_000 });

/** The text of each page of a PDF, as pdf.js reads it. */
async function pdfPages(pdf: Buffer): Promise<string[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(pdf) }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str : ''))
        .join(' ')
        .replace(/\s+/g, ' '),
    );
  }
  return pages;
}

async function printed(page: Page): Promise<string[]> {
  await page.emulateMedia({ media: 'print' });
  const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  await page.emulateMedia({ media: 'screen' });
  return pdfPages(pdf);
}

async function newContact(page: Page, fields: Record<string, string>, country: string, role: string): Promise<void> {
  await page.goto('/contact/new');
  for (const [label, value] of Object.entries(fields))
    await page.getByRole('textbox', { name: label, exact: true }).fill(value);
  await page.getByRole('combobox', { name: 'Country' }).fill(country);
  await page
    .getByRole('option', { name: new RegExp(`^${country}`) })
    .first()
    .click();
  await page.getByRole('checkbox', { name: role }).check();
}

async function pick(page: Page, field: Locator, search: string): Promise<void> {
  await field.fill(search);
  await page
    .getByRole('option', { name: new RegExp(search) })
    .first()
    .click();
}

const SECOND_CONTAINER = `MSKU 907032 ${containerCheckDigit('MSKU907032')}`;

/** The rate the mock's table gives an invoice of today: the dollar's of the last business day before it. */
function ruleRate(): { date: string; rateMicros: number } {
  const day = ptaxDateFor(brasiliaDay(new Date()));
  if (!day.ok) throw new Error('today is not a date');
  return { date: day.value, rateMicros: seededRateOn('USD', day.value) ?? 0 };
}

test('a sea shipment with two containers books only once its packing list agrees, and prints both documents', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await signIn(page, 'admin', '/contact/list');

  // The exporter's CNPJ is checked with its check digits; the importer's tax id is kept as typed.
  await newContact(
    page,
    {
      Company: 'Paulista Paperwork Exportadora',
      Address: 'Rua do Porto 10',
      City: 'Santos',
      'ZIP code': '11010-000',
      'Tax id': '11.222.333/0001-80',
    },
    'Brazil',
    'Shipper',
  );
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('The check digit is wrong: it should be 81.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Tax id', exact: true }).fill('11.222.333/0001-81');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/contact\/list/);
  await newContact(
    page,
    {
      Company: 'Rotterdam Paperwork Trading BV',
      Address: 'Havenstraat 5',
      City: 'Rotterdam',
      'Tax id': 'NL123456789B01',
    },
    'Netherlands',
    'Consignee',
  );
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/contact\/list/);

  await page.goto('/freight/new');
  await page.getByRole('combobox', { name: 'Mode' }).click();
  await page.getByRole('option', { name: 'Sea', exact: true }).click();
  await pick(page, page.getByRole('combobox', { name: /Shipper/ }), 'Paulista Paperwork');
  await pick(page, page.getByRole('combobox', { name: /Consignee/ }), 'Rotterdam Paperwork');
  // The rate is the rule's, from the mock's rate table: the dollar's of the last business day before today.
  const rate = ruleRate();
  const rateField = page.getByRole('textbox', { name: 'Exchange rate (BRL per unit)' });
  await expect(rateField).toHaveAccessibleDescription(`Rate of ${formatDate('en-US', rate.date)} from the rate table.`);
  await expect(page.getByLabel('Rate date')).toBeDisabled();
  await page.getByLabel('AWB / B/L number').fill('maeu 123456789');
  await page.getByLabel('Incoterm named place').fill('Rotterdam');
  await page.getByRole('combobox', { name: 'Place of loading (UN/LOCODE)' }).fill('BRSSZ');
  await expect(page.getByLabel('Place of loading, name')).toHaveValue('Santos');
  await page.getByRole('combobox', { name: 'Place of discharge (UN/LOCODE)' }).fill('NLRTM');
  await expect(page.getByLabel('Place of discharge, name')).toHaveValue('Rotterdam');
  await page.getByLabel('Marks and numbers').fill('PPE / ROTTERDAM / 1-2');

  await page.getByRole('button', { name: 'Add container' }).click();
  await page.getByRole('textbox', { name: 'Container 1', exact: true }).fill('CSQU 305438 4');
  await page.getByRole('textbox', { name: 'Container 1', exact: true }).blur();
  await expect(page.getByText('The check digit is wrong: it should be 3.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Container 1', exact: true }).fill('CSQU 305438 3');
  await page.getByRole('button', { name: 'Add container' }).click();
  await page.getByRole('textbox', { name: 'Container 2', exact: true }).fill(SECOND_CONTAINER);

  await page.getByRole('button', { name: 'Add line' }).click();
  await page.getByRole('button', { name: 'Add line' }).click();
  const line = async (index: number, values: Record<string, string>) => {
    for (const [label, value] of Object.entries(values))
      await page.getByTestId(`line-${index}`).getByLabel(label, { exact: false }).first().fill(value);
  };
  await line(0, {
    Description: 'Green coffee beans',
    'HS code': '090111',
    Quantity: '1.5',
    'Unit value': '19.99',
    'Net kg': '1.5',
    'Gross kg': '1.6',
  });
  await line(1, {
    Description: 'Cachaça 700 ml',
    'HS code': '220840',
    Quantity: '3',
    'Unit value': '12.34',
    'Net kg': '3.75',
    'Gross kg': '4.5',
  });

  // Two packages: the first holds line 1, the second line 2 with 0.5 kg less gross weight than invoiced.
  const packages = [
    { line: 'Line 1: Green coffee beans', quantity: '1.5', net: '1.5', gross: '1.6', size: ['400', '300', '200'] },
    { line: 'Line 2: Cachaça 700 ml', quantity: '3', net: '3.75', gross: '4', size: ['300', '200', '350'] },
  ];
  for (const [i, pkg] of packages.entries()) {
    await page.getByRole('button', { name: 'Add package' }).click();
    const box = page.getByRole('group', { name: `Package ${i + 1}` });
    await box.getByRole('combobox', { name: 'Invoice line' }).click();
    await page.getByRole('option', { name: pkg.line }).click();
    await box.getByLabel('Marks').fill(`PPE ${i + 1}/2`);
    await box.getByLabel('Length (mm)').fill(pkg.size[0] ?? '');
    await box.getByLabel('Width (mm)').fill(pkg.size[1] ?? '');
    await box.getByLabel('Height (mm)').fill(pkg.size[2] ?? '');
    await box.getByLabel('Quantity').fill(pkg.quantity);
    await box.getByLabel('Net weight (kg)').fill(pkg.net);
    await box.getByLabel('Gross weight (kg)').fill(pkg.gross);
  }
  await expect(page.getByTestId('packing-disagrees')).toContainText(
    'line 2: gross weight packed 4 kg, invoiced 4.5 kg (0.5 kg less packed)',
  );
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/freight\/fr-/);
  const detail = page.url();

  // Booking is refused, saying by how much on which line.
  await page.getByRole('button', { name: 'Book' }).click();
  await page
    .getByRole('dialog', { name: 'Book this shipment?' })
    .getByRole('button', { name: 'Book', exact: true })
    .click();
  const refusal = page.getByRole('alert').filter({ hasText: 'Cannot book' });
  await expect(refusal).toContainText('Cannot book: the packing list disagrees with the invoice lines.');
  await expect(refusal).toContainText('line 2: gross weight packed 4 kg, invoiced 4.5 kg (0.5 kg less packed)');
  await expect(page.getByText('Draft', { exact: true })).toBeVisible();

  // Fixed, it books.
  await page.goto(`${detail}/edit`);
  await page.getByRole('group', { name: 'Package 2' }).getByLabel('Gross weight (kg)').fill('4.5');
  await expect(page.getByTestId('packing-agrees')).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(detail);
  await page.getByRole('button', { name: 'Book' }).click();
  await page
    .getByRole('dialog', { name: 'Book this shipment?' })
    .getByRole('button', { name: 'Book', exact: true })
    .click();
  await expect(page.getByText('Booked', { exact: true }).first()).toBeVisible();
  // The DU-E values: CIF with no freight or insurance, so VMLE = VMCV = the goods, and in BRL at the rule's rate.
  await expect(page.getByTestId('due-values')).toContainText('$67.00');
  const brl = formatMoney('en-US', convertMoney(money(6_700, 'USD'), rate.rateMicros, 'BRL'));
  await expect(page.getByTestId('due-values')).toContainText(brl);

  const common = [
    'Santos (BRSSZ)',
    'Rotterdam (NLRTM)',
    'Rua do Porto 10',
    '11010-000 Santos',
    'Havenstraat 5',
    'CNPJ: 11.222.333/0001-81',
    'NL123456789B01',
    'CSQU 305438 3',
    SECOND_CONTAINER,
    'CIF Rotterdam',
    'PPE / ROTTERDAM / 1-2',
    'MAEU 123456789',
  ];
  await page.goto(`${detail}/invoice?lang=en`);
  await expect(page.getByTestId('invoice-document')).toBeVisible();
  const invoicePages = await printed(page);
  invoicePages.forEach((text, i) => expect(text).toContain(`Page ${i + 1} of ${invoicePages.length}`));
  const invoice = invoicePages.join('\n');
  const statement = `Rate of ${formatDate('en-US', rate.date)} (rate table): ${formatRate('en-US', rate.rateMicros)}`;
  for (const text of [...common, 'Tax ID: NL123456789B01', 'Commercial Invoice', statement]) {
    expect(invoice).toContain(text);
  }
  expect(invoice).not.toContain('Shipments');

  await page.goto(`${detail}/packing-list?lang=pt`);
  await expect(page.getByTestId('packing-list-document')).toBeVisible();
  const packingPages = await printed(page);
  packingPages.forEach((text, i) => expect(text).toContain(`Página ${i + 1} de ${packingPages.length}`));
  const packing = packingPages.join('\n');
  for (const text of [...common, 'Romaneio de Carga', 'Total de volumes', 'Item 2: 3']) {
    expect(packing).toContain(text);
  }
  expect(errors).toEqual([]);
});

test('a 60-line invoice prints its table header on every page, numbered "Page n of N", without the app around it, and downloads as a PDF alike', async ({
  page,
}) => {
  await signIn(page, 'admin', '/freight/list');
  const draft = newFreightDraft({ id: '', reference: '', at: '', by: { id: '', name: '' } });
  const input = {
    ...freightInputOf(draft),
    shipper: { id: 'c-0001', name: 'Long Invoice Exporter', country: 'BR' },
    consignee: { id: 'c-0002', name: 'Long Invoice Importer', country: 'DE' },
    destinationCountry: 'DE',
    lines: Array.from({ length: 60 }, (_, i) => ({
      ...newFreightLine({ id: `l${i + 1}`, countryOfOrigin: 'BR' }),
      description: `Long invoice article ${i + 1}`,
      hsCode: '090111',
      unitValueMinor: 100 + i,
    })),
  };
  // The app's own REST client would send the same request; the form would take 60 lines typed by hand.
  const created = await page.evaluate(async (body) => {
    const stored =
      sessionStorage.getItem('freightdesk.auth.session') ?? localStorage.getItem('freightdesk.auth.session');
    const { accessToken } = JSON.parse(stored ?? '{}') as { accessToken?: string };
    const response = await fetch('/api/freight', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${accessToken ?? ''}` },
      body: JSON.stringify({ input: body, requestId: crypto.randomUUID() }),
    });
    return { status: response.status, body: (await response.json()) as { id?: string } };
  }, input);
  expect(created.status).toBe(201);
  await page.goto(`/freight/${created.body.id ?? ''}/invoice?lang=en`);
  await expect(page.getByTestId('invoice-document')).toContainText('Long invoice article 60');
  const pages = await printed(page);
  expect(pages.length).toBeGreaterThanOrEqual(3);
  pages.forEach((text, i) => {
    expect(text).toContain(`Page ${i + 1} of ${pages.length}`);
    // Every page that carries lines of the table carries its header row too.
    if (text.includes('Long invoice article')) expect(text).toContain('Description of goods');
  });
  expect(pages.filter((text) => text.includes('Long invoice article')).length).toBeGreaterThanOrEqual(2);
  const all = pages.join('\n');
  for (let n = 1; n <= 60; n++) expect(all).toContain(`Long invoice article ${n} `);
  expect(all).not.toContain('Shipments');

  // The same invoice as a PDF file of its own, written in the page: real text, numbered pages, the header repeated.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^FR-\d{4}-\d{6}-invoice\.pdf$/);
  const file = await readFile(await download.path());
  expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const filePages = await pdfPages(file);
  expect(filePages.length).toBeGreaterThanOrEqual(2);
  filePages.forEach((text, i) => {
    expect(text).toContain(`Page ${i + 1} of ${filePages.length}`);
    if (text.includes('Long invoice article')) expect(text).toContain('Description of goods');
  });
  const fileText = filePages.join('\n');
  for (let n = 1; n <= 60; n++) expect(fileText).toContain(`Long invoice article ${n} `);
  expect(fileText).toContain('Total declared value');
  expect(fileText).toContain('DRAFT');
});
