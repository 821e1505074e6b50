import { ActionIcon } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { onDemandPart, WhenWanted } from '../../../components/on-demand';

const searchDialog = onDemandPart(() => import('./main-search.lazy').then((m) => m.MainSearchDialog));

/**
 * The template's main search, mounted in the product's navbar: Pages, Files and Contacts, 4 results
 * each, 'No Result' for an empty group. The dialog comes with its code on its first opening.
 */
export function MainSearch({ iconClassName }: { iconClassName?: string }) {
  const intl = useIntl();
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <ActionIcon
        variant="transparent"
        size="lg"
        className={iconClassName}
        onClick={open}
        onPointerEnter={searchDialog.prefetch}
        aria-label={intl.formatMessage({ id: 'mainSearch.open' })}
      >
        <IconSearch size={20} />
      </ActionIcon>
      <WhenWanted part={searchDialog} wanted={opened} props={{ opened, onClose: close }} />
    </>
  );
}
