import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { memoryFreight, renderFreightScreen } from './render-freight';

const pickOption = async (label: string, option: RegExp) => {
  const user = userEvent.setup();
  const box = await screen.findByRole('combobox', { name: new RegExp(`^${label}`) });
  await user.click(box);
  const listbox = document.getElementById(box.getAttribute('aria-controls') ?? '');
  if (!listbox) throw new Error(`the ${label} list did not open`);
  const choice = [...listbox.querySelectorAll('[role="option"]')].find((o) => option.test(o.textContent ?? ''));
  if (!choice) throw new Error(`no option ${String(option)} under ${label}`);
  await user.click(choice);
  return box;
};

describe('the shipment terms', () => {
  it('keep the spec’s defaults without a warning until the person chooses, then point FOB by air to FCA', async () => {
    await renderFreightScreen('/freight/new', memoryFreight([]));
    expect(await screen.findByRole('combobox', { name: /^Incoterm/ })).toHaveValue('CIF - Cost Insurance and Freight');
    expect(screen.queryByTestId('warning-incotermSeaOnly')).toBeNull();

    await pickOption('Incoterm', /^FOB/);
    const warning = await screen.findByTestId('warning-incotermSeaOnly');
    expect(warning).toHaveTextContent('FOB is for sea and inland waterway transport; for this mode use FCA.');
  });

  it('offer the carriers of the chosen mode: a sea shipment does not keep the air express carrier', async () => {
    await renderFreightScreen('/freight/new', memoryFreight([]));
    const carrier = await screen.findByRole('combobox', { name: /^Carrier/ });
    expect(carrier).toHaveValue('DHL Express');
    await pickOption('Mode', /^Sea$/);
    await waitFor(() => expect(carrier).not.toHaveValue('DHL Express'));
    await pickOption('Incoterm', /^FOB/);
    expect(screen.queryByTestId('warning-incotermSeaOnly')).toBeNull();
  });
});
