import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { INVOICE_CURRENCIES } from '../../../src/domain/trade/ptax-currencies';
import { aFreight, aLine } from '../../domain/freight/freight-test-data';
import { memoryFreight, renderFreightScreen } from './render-freight';

/** The options the Currency list offers. */
async function offeredCurrencies(): Promise<string[]> {
  const box = await screen.findByRole('combobox', { name: /^Currency/ });
  await userEvent.setup().click(box);
  const listbox = document.getElementById(box.getAttribute('aria-controls') ?? '');
  if (!listbox) throw new Error('the Currency list did not open');
  return [...listbox.querySelectorAll('[role="option"]')].map((o) => o.textContent ?? '');
}

describe('the invoice currency', () => {
  it('offers BRL and the currencies the PTAX publishes, not CNY or the others without a PTAX', async () => {
    await renderFreightScreen('/freight/new', memoryFreight([]));
    const offered = await offeredCurrencies();
    expect(offered).toEqual([...INVOICE_CURRENCIES]);
    expect(offered).not.toContain('CNY');
    expect(offered).toContain('SEK');
  });

  it('opens a stored draft in CNY and refuses it at the field on Save, with a clear message', async () => {
    const stored = aFreight({ currency: 'CNY', exchangeRate: null, lines: [aLine()] });
    await renderFreightScreen('/freight/f-1/edit', memoryFreight([stored]));
    expect(await offeredCurrencies()).toContain('CNY');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/The Banco Central publishes no PTAX for this currency/)).toBeInTheDocument();
  });
});
