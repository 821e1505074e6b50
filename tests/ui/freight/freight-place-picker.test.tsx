import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { memoryFreight, renderFreightScreen } from './render-freight';

describe('a place picked from the UN/LOCODE suggestions', () => {
  it('puts the code in the code field and the name in the name field, not the suggestion’s label', async () => {
    const user = userEvent.setup();
    await renderFreightScreen('/freight/new', memoryFreight([]));
    const code = await screen.findByRole('combobox', { name: /Place of loading \(UN\/LOCODE\)/ });
    await user.type(code, 'BRGR');
    await user.click(await screen.findByRole('option', { name: /BRGRU — São Paulo-Guarulhos Airport/ }));
    await waitFor(() => expect(code).toHaveValue('BRGRU'));
    expect(screen.getByRole('textbox', { name: /Place of loading, name/ })).toHaveValue('São Paulo-Guarulhos Airport');
  });
});
