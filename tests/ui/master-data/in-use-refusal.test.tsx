import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { freightInputOf } from '../../../src/domain/freight/freight-record';
import { sampleContact, sampleProduct } from '../../adapters/contracts/master-data-samples';
import { partyContacts } from '../../adapters/contracts/party-contacts';
import { aFreight, aLine } from '../../domain/freight/freight-test-data';
import { ME, masterDataCore, renderOverCore } from './master-data-core';

describe('deleting master data that shipments use', () => {
  it('refuses a product with the count, a link to its shipments and the inactive alternative', async () => {
    const { core, useCases } = masterDataCore();
    const product = await core.products.create(ME, sampleProduct('used'));
    const parties = await partyContacts({ create: (fields) => core.contacts.create(ME, fields) });
    for (let i = 0; i < 2; i += 1)
      await core.freight.create(
        ME,
        freightInputOf(aFreight({ ...parties, lines: [aLine({ productId: product.id })] })),
      );
    await renderOverCore('/product/list', useCases);

    await userEvent.click(await screen.findByRole('button', { name: /^Delete CT-USED/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    const refusal = await within(dialog).findByTestId('in-use-refusal');
    expect(refusal).toHaveTextContent('Used by 2 shipments.');
    expect(within(refusal).getByRole('link', { name: 'Show the 2 shipments' })).toHaveAttribute(
      'href',
      `/freight/list?product=${product.id}`,
    );
    expect(dialog).toHaveTextContent('Make it inactive instead');
    expect(within(dialog).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(await core.products.get(ME, product.id)).toMatchObject({ id: product.id });
  });

  it('refuses a contact in Portuguese, linking to the shipments that name it as a party', async () => {
    const { core, useCases } = masterDataCore();
    const contact = await core.contacts.create(ME, sampleContact('Party'));
    const { consignee } = await partyContacts({ create: (fields) => core.contacts.create(ME, fields) });
    const shipper = { id: contact.id, name: 'Contract Party Ltda', country: 'BR' };
    await core.freight.create(ME, freightInputOf(aFreight({ shipper, consignee })));
    await renderOverCore('/contact/list', useCases, 'pt');

    await userEvent.click(await screen.findByRole('button', { name: /^Excluir Contract Party/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));

    const refusal = await within(dialog).findByTestId('in-use-refusal');
    expect(refusal).toHaveTextContent('Usado por 1 embarque.');
    expect(within(refusal).getByRole('link', { name: 'Ver o embarque' })).toHaveAttribute(
      'href',
      `/freight/list?party=${contact.id}`,
    );
    // The dialog's own button (its corner X is named Fechar too).
    const close = within(dialog)
      .getAllByRole('button', { name: 'Fechar' })
      .find((b) => b.textContent === 'Fechar');
    await userEvent.click(close as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
