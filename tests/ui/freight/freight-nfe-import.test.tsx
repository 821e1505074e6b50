import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NFE_READ_ERROR_CODES } from '../../../src/domain/trade/nfe/nfe-read-errors';
import { messages } from '../../../src/ui/features/freight/form/nfe/nfe.messages';
import type { FreightRecord } from '../../../src/domain/freight/freight-record';
import { aFreight, aLine } from '../../domain/freight/freight-test-data';
import { memoryFreight, renderFreightScreen } from './render-freight';
import { GREEN_COFFEE } from '../../domain/trade/nfe/nfe-test-data';

const fixture = (name: string) =>
  new File([readFileSync(resolve(__dirname, '../../fixtures/nfe', name), 'utf8')], name, { type: 'text/xml' });

const SHIPPER = { id: 'c-1', name: 'Café Serra Azul', country: 'BR', taxId: '11.222.333/0001-81' };
const RATE = { rateMicros: 5_000_000, date: '2026-03-09', source: 'ptax' as const };
const KEY = '3526 0311 2223 3300 0181 5500 1000 0045 2113 0481 7269';

/** A draft of the fixture's shipper in US dollars at 5 BRL, with the lines given (none: an empty invoice). */
const draft = (lines: FreightRecord['lines']) =>
  aFreight({ shipper: SHIPPER, currency: 'USD', exchangeRate: RATE, packages: 1, lines });

const GREEN = GREEN_COFFEE;

/** The invoice the fixture's NF-e covers exactly (tests/application/freight/nfe-import.test.ts). */
const AGREEING = [
  aLine({ quantityMilli: 6_000_000, unitValueMinor: 570, netWeightGrams: 6_000_000, grossWeightGrams: 6_300_000 }),
  aLine({
    id: 'l2',
    ncmCode: '09012100',
    quantityMilli: 1_200_000,
    unitValueMinor: 1248,
    unitValueTenThousandths: 124_750,
    netWeightGrams: 1_200_000,
    grossWeightGrams: 1_260_000,
  }),
  aLine({
    id: 'l3',
    ncmCode: '48191000',
    unit: 'pcs',
    quantityMilli: 300_000,
    unitValueMinor: 82,
    unitValueTenThousandths: 8250,
    netWeightGrams: 300_000,
    grossWeightGrams: 300_500,
  }),
];

const textBox = (label: string, scope: HTMLElement) =>
  within(scope).getByLabelText(new RegExp(`^${label}\\s*\\*?$`), { selector: 'input' });

async function upload(...files: File[]) {
  const input = await screen.findByLabelText('Import NF-e (XML)', { selector: 'input[type="file"]' });
  await userEvent.setup().upload(input, files);
}

describe('importing the NF-e on the shipment form', () => {
  it('has a sentence in both languages for every refusal the reader, the checks and the import give', () => {
    const checks = [
      'nfe.key.format',
      'nfe.key.checkDigit',
      'nfe.key.model',
      'nfe.key.idMismatch',
      'nfe.shipper.noCnpj',
      'nfe.issuer.notShipper',
      'nfe.item.notExportCfop',
      'nfe.recipient.notAbroad',
      'nfe.protocol.missing',
      'nfe.protocol.notAuthorised',
      'nfe.protocol.keyMismatch',
      'nfe.items.none',
      'nfe.items.tooMany',
      'nfe.noFiles',
      'nfe.duplicate',
      'nfe.fill.noExchangeRate',
    ];
    for (const code of [...NFE_READ_ERROR_CODES, ...checks]) {
      expect(messages.en, code).toHaveProperty([`freight.nfe.refusal.${code}`]);
      expect(messages.pt, code).toHaveProperty([`freight.nfe.refusal.${code}`]);
    }
    expect(Object.keys(messages.pt).sort()).toEqual(Object.keys(messages.en).sort());
  });

  it('lists each refused file with the value its refusal names, and changes nothing', async () => {
    await renderFreightScreen('/freight/f-1/edit', memoryFreight([draft([])]));
    await upload(fixture('wrong-check-digit.xml'), fixture('other-issuer.xml'));
    const refused = await screen.findByTestId('nfe-refused');
    expect(refused).toHaveTextContent('The NF-e was not imported');
    expect(refused).toHaveTextContent('File wrong-check-digit.xml');
    expect(refused).toHaveTextContent('should be 9');
    expect(refused).toHaveTextContent('File other-issuer.xml');
    expect(refused).toHaveTextContent('issued by CNPJ 44.555.666/0001-81, not by the shipper (11.222.333/0001-81)');
    expect(screen.queryByTestId('line-0')).toBeNull();
  });

  it('says in Portuguese why a denied NF-e is refused', async () => {
    await renderFreightScreen('/freight/f-1/edit', memoryFreight([draft([])]), { locale: 'pt' });
    const input = await screen.findByLabelText('Importar NF-e (XML)', { selector: 'input[type="file"]' });
    await userEvent.setup().upload(input, fixture('denied-110.xml'));
    expect(await screen.findByTestId('nfe-refused')).toHaveTextContent('A SEFAZ não autorizou esta NF-e (status 110).');
  });

  it('fills an empty invoice from the valid NF-e, keeping what was typed elsewhere', async () => {
    const freight = memoryFreight([draft([])]);
    freight.searchProducts.mockImplementation(async (text) => (text === 'CAFE-001' ? [GREEN] : []));
    await renderFreightScreen('/freight/f-1/edit', freight);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Notes' }), { target: { value: 'Keep dry' } });
    await upload(fixture('export-authorised.xml'));

    const filled = await screen.findByTestId('nfe-filled');
    expect(filled).toHaveTextContent('3 lines filled from the NF-e');
    expect(filled).toHaveTextContent(KEY);
    expect(
      within(screen.getByTestId('nfe-unmatched'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining('Line 2: CAFE-002'), expect.stringContaining('Line 3: EMB-010')]);
    expect(screen.getByRole('link', { name: 'Create product EMB-010' })).toHaveAttribute('href', '/product/new');

    const first = screen.getByTestId('line-0');
    expect(textBox('Quantity', first)).toHaveValue('6000');
    expect(textBox('NCM', first)).toHaveValue('09011110');
    expect(textBox('Description', first)).toHaveValue('Green arabica coffee beans');
    // 171,000.00 BRL for 6,000 kg at 5 BRL to the dollar.
    expect(textBox('Unit value \\(USD\\)', first)).toHaveValue('5.7');
    const third = screen.getByTestId('line-2');
    expect(textBox('Quantity', third)).toHaveValue('300');
    expect(textBox('Unit value \\(USD\\)', third)).toHaveValue('0.825');
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveValue('Keep dry');
    expect(screen.getByRole('textbox', { name: /Packages/ })).toHaveValue('12');
    expect(filled).toHaveTextContent('Packages: 12 from the NF-e volumes (was 1).');
  });

  it('shows each difference between the NF-e and an invoice that disagrees, and says so when all agree', async () => {
    const disagreeing = [
      { ...AGREEING[0], ncmCode: '09011190', quantityMilli: 5_900_000 },
      AGREEING[1],
    ] as FreightRecord['lines'];
    const user = userEvent.setup();
    await renderFreightScreen('/freight/f-1/edit', memoryFreight([{ ...draft(disagreeing), packages: 12 }]));
    await upload(fixture('export-authorised.xml'));
    const dialog = await screen.findByRole('dialog', { name: 'NF-e and invoice' });
    expect(within(dialog).getByTestId('nfe-keys')).toHaveTextContent(KEY);
    expect(within(dialog).getByTestId('nfe-differs')).toHaveTextContent('differences between the NF-e and the invoice');
    const rows = within(within(dialog).getByTestId('nfe-differences')).getAllByRole('row').slice(1);
    const cells = rows.map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
    expect(cells).toEqual(
      expect.arrayContaining([
        ['Totals', 'Number of lines', '3', '2'],
        ['1', 'NCM', '09011110', '09011190'],
        ['1', 'Quantity', '6,000', '5,900'],
        ['1', 'Net value (BRL)', 'R$171,000.00', 'R$168,150.00'],
        ['Totals', 'Net weight', '7,500 kg', '7,200 kg'],
      ]),
    );
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1) as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('line-0')).toBeInTheDocument();
  });

  it('says all agree when the invoice matches the NF-e', async () => {
    await renderFreightScreen('/freight/f-1/edit', memoryFreight([{ ...draft(AGREEING), packages: 12 }]));
    await upload(fixture('export-authorised.xml'));
    const dialog = await screen.findByRole('dialog', { name: 'NF-e and invoice' });
    expect(within(dialog).getByTestId('nfe-agrees')).toHaveTextContent('The NF-e and the invoice agree');
  });
});
