import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sampleContact, sampleProduct } from '../../adapters/contracts/master-data-samples';
import { COLLEAGUE, masterDataCore, renderOverCore } from './master-data-core';

/** The input labelled exactly `label` (a required field's asterisk aside). */
const field = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}\\s*\\*?$`), { selector: 'input' });

async function retype(label: string, text: string) {
  await userEvent.clear(field(label));
  await userEvent.type(field(label), text);
}

const conflict = () => screen.findByTestId('save-conflict');

describe('two people saving the same record', () => {
  it('product: the second save is refused with the conflict alert; loading the saved version shows theirs', async () => {
    const { core, useCases } = masterDataCore();
    const made = await core.products.create(COLLEAGUE, sampleProduct('c1'));
    await renderOverCore(`/product/${made.id}/edit`, useCases);
    await waitFor(() => expect(field('Description (English)')).toHaveValue('Contract product c1'));
    await retype('Description (English)', 'Mine');
    await core.products.update(COLLEAGUE, made.id, { ...sampleProduct('c1'), descriptionEn: 'Theirs' }, made.updatedAt);

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await conflict();
    expect(alert).toHaveTextContent('Someone else saved this record after you opened it.');
    expect(field('Description (English)')).toHaveValue('Mine');
    expect(field('Code')).toHaveValue('CT-C1');

    await userEvent.click(within(alert).getByRole('button', { name: 'Load the saved version' }));
    await waitFor(() => expect(field('Description (English)')).toHaveValue('Theirs'));
    expect(screen.queryByTestId('save-conflict')).not.toBeInTheDocument();
    expect(await core.products.get(COLLEAGUE, made.id)).toMatchObject({ descriptionEn: 'Theirs' });
  });

  it('product: "Save mine anyway" saves what was typed over the newer version', async () => {
    const { core, useCases } = masterDataCore();
    const made = await core.products.create(COLLEAGUE, sampleProduct('c2'));
    await renderOverCore(`/product/${made.id}/edit`, useCases);
    await waitFor(() => expect(field('Description (English)')).toHaveValue('Contract product c2'));
    await retype('Description (English)', 'Mine');
    await core.products.update(COLLEAGUE, made.id, { ...sampleProduct('c2'), descriptionPt: 'Deles' }, made.updatedAt);

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await userEvent.click(within(await conflict()).getByRole('button', { name: 'Save mine anyway' }));
    expect(await screen.findByRole('heading', { name: 'Products' })).toBeInTheDocument();
    // Mine is saved whole, over theirs: what the form held when it was opened, plus my change.
    expect(await core.products.get(COLLEAGUE, made.id)).toMatchObject({
      descriptionEn: 'Mine',
      descriptionPt: 'Produto de contrato c2',
    });
  });

  it('contact: the alert keeps what was typed, in Portuguese, and "save mine anyway" saves it', async () => {
    const { core, useCases } = masterDataCore();
    const made = await core.contacts.create(COLLEAGUE, sampleContact('Conf'));
    await renderOverCore(`/contact/${made.id}/edit`, useCases, 'pt');
    await waitFor(() => expect(field('Cidade')).toHaveValue('Santos'));
    await retype('Cidade', 'Recife');
    await core.contacts.update(COLLEAGUE, made.id, { ...sampleContact('Conf'), city: 'Natal' }, made.updatedAt);

    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    const alert = await conflict();
    expect(alert).toHaveTextContent('Outra pessoa salvou este registro depois que você o abriu.');
    expect(field('Cidade')).toHaveValue('Recife');
    await userEvent.click(within(alert).getByRole('button', { name: 'Salvar a minha mesmo assim' }));
    expect(await screen.findByRole('heading', { name: 'Contatos' })).toBeInTheDocument();
    expect(await core.contacts.get(COLLEAGUE, made.id)).toMatchObject({ city: 'Recife' });
  });

  it('user: loading the saved version replaces the typed name with the stored one', async () => {
    const { core, useCases } = masterDataCore();
    await renderOverCore(`/user/edit/${COLLEAGUE.id}`, useCases);
    await waitFor(() => expect(field('Name')).toHaveValue('Bia Costa'));
    await retype('Name', 'Bia Typed');
    const opened = await core.users.get(COLLEAGUE, COLLEAGUE.id);
    await core.users.edit(
      COLLEAGUE,
      COLLEAGUE.id,
      { name: 'Bia Renamed', rule: 'admin', status: 'active' },
      opened.updatedAt,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await conflict();
    expect(field('Name')).toHaveValue('Bia Typed');
    await userEvent.click(within(alert).getByRole('button', { name: 'Load the saved version' }));
    await waitFor(() => expect(field('Name')).toHaveValue('Bia Renamed'));
    expect(screen.queryByTestId('save-conflict')).not.toBeInTheDocument();
  });
});
