import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sampleContact } from '../../adapters/contracts/master-data-samples';
import { ME, masterDataCore, renderOverCore } from './master-data-core';

describe('a searchable select on the keyboard', () => {
  it('Enter picks the only country left after typing', async () => {
    const { core, useCases } = masterDataCore();
    const made = await core.contacts.create(ME, sampleContact('Keys'));
    await renderOverCore(`/contact/${made.id}/edit`, useCases);
    const country = await screen.findByRole('combobox', { name: 'Country' });
    await userEvent.clear(country);
    await userEvent.type(country, 'Japa');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(country).toHaveValue('Japan (JP)'));
  });
});
