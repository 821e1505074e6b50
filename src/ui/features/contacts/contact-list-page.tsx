import { Badge, Group, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { CONTACT_ROLES, contactDisplayName, type Contact, type ContactFields } from '../../../domain/contact/contact';
import type { ContactSortField } from '../../../domain/contact/contact-list';
import { CONTACT_CSV_HEADERS, contactCsvColumns, contactFromCsv } from '../../../domain/contact/contact-csv';
import { useUseCases } from '../../app-context';
import type { CsvImportSpec } from '../../components/csv/csv-import';
import { activeColumn, activeFilter } from '../../components/list-view/active-status';
import { countryOptions } from '../../components/list-view/country-options';
import type { ListViewConfig } from '../../components/list-view/list-view.types';
import { RecordListScreen } from '../../components/list-view/record-list-screen';
import { contactMutations } from '../../queries/contact.mutations';
import { contactQueries } from '../../queries/contact.queries';
import { CONTACT_LIST, type ContactListSearch } from './contact-list-spec';
import type { ListPageProps } from '../../components/list-view/use-list-route-search';

const importSpec: CsvImportSpec<ContactFields> = {
  columns: CONTACT_CSV_HEADERS,
  optionalColumns: ['active'],
  previewColumns: ['firstname', 'lastname', 'company', 'country', 'roles'],
  readRow: contactFromCsv,
  maxRows: 500,
};

export function ContactListPage({ search, onSearchChange }: ListPageProps<ContactListSearch>) {
  const intl = useIntl();
  const { contacts } = useUseCases();
  const queryClient = useQueryClient();
  const t = (id: string) => intl.formatMessage({ id });

  const status = { label: t('contacts.field.status'), active: t('contacts.active'), inactive: t('contacts.inactive') };

  const config = useMemo(
    (): ListViewConfig<Contact, ContactSortField, typeof CONTACT_LIST.schema.filters> => ({
      id: 'contacts',
      definition: CONTACT_LIST,
      rowKey: (c) => c.id,
      rowLabel: contactDisplayName,
      pageQuery: (query) => contactQueries.list(contacts, query),
      csvColumns: contactCsvColumns,
      filters: [
        {
          name: 'role',
          label: t('contacts.field.role'),
          options: CONTACT_ROLES.map((r) => ({ value: r, label: t(`contacts.role.${r}`) })),
        },
        { name: 'country', label: t('contacts.field.country'), options: countryOptions(intl.locale) },
        activeFilter(status),
      ],
      columns: [
        {
          key: 'name',
          label: t('contacts.field.name'),
          sortField: 'name',
          render: (c) => (
            <Stack gap={0}>
              <Text size="sm" fw={500} data-testid="contact-name">
                {`${c.firstname} ${c.lastname}`.trim()}
              </Text>
              <Text size="xs" c="dimmed">
                {c.email}
              </Text>
            </Stack>
          ),
        },
        { key: 'company', label: t('contacts.field.company'), sortField: 'company', render: (c) => c.company },
        { key: 'city', label: t('contacts.field.city'), sortField: 'city', wide: true, render: (c) => c.city },
        { key: 'country', label: t('contacts.field.country'), sortField: 'country', render: (c) => c.country },
        {
          key: 'roles',
          label: t('contacts.field.roles'),
          render: (c) => (
            <Group gap={4}>
              {c.roles.map((r) => (
                <Badge key={r} size="sm" variant="light">
                  {t(`contacts.role.${r}`)}
                </Badge>
              ))}
            </Group>
          ),
        },
        activeColumn(status),
      ],
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- rebuilt when the language changes
    [contacts, intl.locale],
  );

  return (
    <RecordListScreen
      title={t('contacts.title')}
      config={config}
      search={search}
      onSearchChange={onSearchChange}
      create={{ label: t('contacts.new'), renderLink: (props) => <Link {...props} to="/contact/new" /> }}
      row={{
        editLabel: (c) => intl.formatMessage({ id: 'contacts.editRow' }, { name: contactDisplayName(c) }),
        deleteLabel: (c) => intl.formatMessage({ id: 'contacts.deleteRow' }, { name: contactDisplayName(c) }),
        renderEditLink: (c) => (props) => <Link {...props} to="/contact/$id/edit" params={{ id: c.id }} />,
      }}
      removal={{
        mutation: contactMutations.remove(queryClient, contacts),
        idOf: (c) => c.id,
        nameOf: contactDisplayName,
        usage: (c) => ({ party: c.id }),
      }}
      csvImport={{
        title: t('contacts.importTitle'),
        spec: importSpec,
        mutation: contactMutations.importMany(queryClient, contacts),
      }}
    />
  );
}
