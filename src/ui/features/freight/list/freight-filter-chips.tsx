import { Badge, CloseButton, Group } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { contactDisplayName } from '../../../../domain/contact/contact';
import { useUseCases } from '../../../app-context';
import { contactQueries } from '../../../queries/contact.queries';
import { productQueries } from '../../../queries/product.queries';

function Chip({ label, onRemove, removeLabel }: { label: string; onRemove: () => void; removeLabel: string }) {
  return (
    <Badge
      variant="light"
      size="lg"
      tt="none"
      data-testid="filter-chip"
      rightSection={<CloseButton size="xs" aria-label={removeLabel} onClick={onRemove} />}
    >
      {label}
    </Badge>
  );
}

/**
 * The filters a link brings that have no control of their own (a contact, a product): one chip each,
 * named once the record is known, removable.
 */
export function FreightFilterChips({
  party,
  product,
  onRemove,
}: {
  party: string | undefined;
  product: string | undefined;
  onRemove: (key: 'party' | 'product') => void;
}) {
  const intl = useIntl();
  const { contacts, products } = useUseCases();
  const contact = useQuery({ ...contactQueries.detail(contacts, party ?? ''), enabled: Boolean(party) });
  const item = useQuery({ ...productQueries.detail(products, product ?? ''), enabled: Boolean(product) });
  if (!party && !product) return null;
  const t = (id: string, name: string) => intl.formatMessage({ id }, { name });
  const partyName = contact.data ? contact.data.company.trim() || contactDisplayName(contact.data) : (party ?? '');
  const productName = item.data ? item.data.code : (product ?? '');
  const chips = [
    { key: 'party', shown: Boolean(party), name: partyName, label: 'freight.filter.partyChip' },
    { key: 'product', shown: Boolean(product), name: productName, label: 'freight.filter.productChip' },
  ] as const;
  return (
    <Group gap="xs">
      {chips
        .filter((chip) => chip.shown)
        .map((chip) => (
          <Chip
            key={chip.key}
            label={t(chip.label, chip.name)}
            removeLabel={t('freight.filter.removeChip', chip.name)}
            onRemove={() => onRemove(chip.key)}
          />
        ))}
    </Group>
  );
}
