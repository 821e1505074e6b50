import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sampleContact } from '../../adapters/contracts/master-data-samples';
import { ME, masterDataCore, renderOverCore } from './master-data-core';

const rowOf = (name: string) =>
  screen.getByText(name, { selector: '[data-testid="contact-name"]' }).closest('tr') as HTMLElement;

describe('inactive contacts', () => {
  it('makes a contact inactive in the form; the list says so and filters by it; the picker no longer offers it', async () => {
    const { core, useCases } = masterDataCore();
    const made = await core.contacts.create(ME, sampleContact('Quiet'));
    await core.contacts.create(ME, sampleContact('Busy'));
    await renderOverCore(`/contact/${made.id}/edit`, useCases);
    const active = await screen.findByRole('switch', { name: 'Active (offered on new shipments)' });
    expect(active).toBeChecked();
    await userEvent.click(active);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('heading', { name: 'Contacts' })).toBeInTheDocument();
    await waitFor(() => expect(within(rowOf('ZeldaQuiet Contract')).getByText('Inactive')).toBeInTheDocument());
    expect(within(rowOf('ZeldaBusy Contract')).getByText('Active')).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Inactive');
    await waitFor(() => expect(screen.queryByText('ZeldaBusy Contract')).not.toBeInTheDocument());
    expect(screen.getByText('ZeldaQuiet Contract')).toBeInTheDocument();
    expect((await core.contacts.lookup(ME, 'contract', { limit: 10 })).map((c) => c.id)).not.toContain(made.id);
  });
});
