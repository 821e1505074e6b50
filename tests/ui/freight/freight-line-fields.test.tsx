import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aFreight, aLine } from '../../domain/freight/freight-test-data';
import { memoryFreight, renderFreightScreen } from './render-freight';

const textBox = (label: string, scope: HTMLElement) =>
  within(scope).getByLabelText(new RegExp(`^${label}\\s*\\*?$`), { selector: 'input' });

describe('a line in the freight form: four-decimal prices and the product’s descriptions', () => {
  it('takes US$ 0.4725 per kg and totals 2,000 kg to the cent', async () => {
    const user = userEvent.setup();
    await renderFreightScreen('/freight/new', memoryFreight([]));
    await user.click(await screen.findByRole('button', { name: 'Add line' }));
    const line = screen.getByTestId('line-0');
    fireEvent.change(textBox('Quantity', line), { target: { value: '2000' } });
    fireEvent.change(textBox('Unit value \\(USD\\)', line), { target: { value: '0.4725' } });
    await waitFor(() => expect(screen.getByTestId('total-totalCosts')).toHaveTextContent('$945.00'));
    expect(within(line).queryByText(/decimal/i)).toBeNull();
  });

  it('refuses a fifth decimal at the field', async () => {
    const user = userEvent.setup();
    await renderFreightScreen('/freight/new', memoryFreight([]));
    await user.click(await screen.findByRole('button', { name: 'Add line' }));
    const line = screen.getByTestId('line-0');
    fireEvent.change(textBox('Unit value \\(USD\\)', line), { target: { value: '0.47251' } });
    expect(await within(line).findByText(/decimal/i)).toBeInTheDocument();
    expect(screen.getByTestId('totals-incomplete')).toBeInTheDocument();
  });

  it('opens a saved four-decimal price as it was typed and saves it unchanged', async () => {
    const freight = memoryFreight([
      aFreight({
        currency: 'USD',
        lines: [aLine({ quantityMilli: 2_000_000, unitValueMinor: 47, unitValueTenThousandths: 4725 })],
      }),
    ]);
    const user = userEvent.setup();
    await renderFreightScreen('/freight/f-1/edit', freight);
    const line = await screen.findByTestId('line-0');
    expect(textBox('Unit value \\(USD\\)', line)).toHaveValue('0.4725');
    fireEvent.change(screen.getByRole('textbox', { name: 'Notes' }), { target: { value: 'Keep dry' } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(freight.save).toHaveBeenCalled());
    const [, input] = freight.save.mock.calls[0] ?? [];
    expect(input?.lines[0]).toMatchObject({ unitValueMinor: 47, unitValueTenThousandths: 4725 });
  });

  it('keeps both descriptions of a line made from a product through an edit', async () => {
    const freight = memoryFreight([
      aFreight({
        lines: [aLine({ description: 'Green coffee', descriptionEn: 'Green coffee', descriptionPt: 'Café verde' })],
      }),
    ]);
    const user = userEvent.setup();
    await renderFreightScreen('/freight/f-1/edit', freight);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Notes' }), { target: { value: 'Keep dry' } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(freight.save).toHaveBeenCalled());
    const [, input] = freight.save.mock.calls[0] ?? [];
    expect(input?.lines[0]).toMatchObject({ descriptionEn: 'Green coffee', descriptionPt: 'Café verde' });
  });

  it('drops the product’s descriptions once the person types a description of their own', async () => {
    const freight = memoryFreight([
      aFreight({
        lines: [aLine({ description: 'Green coffee', descriptionEn: 'Green coffee', descriptionPt: 'Café verde' })],
      }),
    ]);
    const user = userEvent.setup();
    await renderFreightScreen('/freight/f-1/edit', freight);
    const line = await screen.findByTestId('line-0');
    fireEvent.change(textBox('Description', line), { target: { value: 'Green coffee, grade A' } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(freight.save).toHaveBeenCalled());
    const saved = freight.save.mock.calls[0]?.[1]?.lines[0];
    expect(saved?.description).toBe('Green coffee, grade A');
    expect(saved).not.toHaveProperty('descriptionPt');
    expect(saved).not.toHaveProperty('descriptionEn');
  });
});
