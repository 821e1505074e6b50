import { Badge, Group, Text } from '@mantine/core';
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
import { choiceFilter } from '../../components/list-view/choice-filter';
import { nameColumn } from '../../components/list-view/name-column';
import { countryOptions } from '../../components/list-view/country-options';
import { RecordListScreen, type RecordListConfig } from '../../components/list-view/record-list-screen';
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
    (): RecordListConfig<Contact, ContactSortField, typeof CONTACT_LIST.schema.filters, ContactFields> => ({
      id: 'contacts',
      definition: CONTACT_LIST,
      rowKey: (c) => c.id,
      rowLabel: contactDisplayName,
      pageQuery: (query) => contactQueries.list(contacts, query),
      csvColumns: contactCsvColumns,
      filters: [
        choiceFilter('role', t('contacts.field.role'), CONTACT_ROLES, (r) => t(`contacts.role.${r}`)),
        { name: 'country', label: t('contacts.field.country'), options: countryOptions(intl.locale) },
        activeFilter(status),
      ],
      columns: [
        nameColumn({
          label: t('contacts.field.name'),
          name: (c) => (
            <Text size="sm" fw={500} data-testid="contact-name">
              {`${c.firstname} ${c.lastname}`.trim()}
            </Text>
          ),
          email: (c) => c.email,
        }),
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
      newLink: (props) => <Link {...props} to="/contact/new" />,
      editLink: (c) => (props) => <Link {...props} to="/contact/$id/edit" params={{ id: c.id }} />,
      removal: { mutation: contactMutations.remove(queryClient, contacts), usage: (c) => ({ party: c.id }) },
      csvImport: { spec: importSpec, mutation: contactMutations.importMany(queryClient, contacts) },
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- rebuilt when the language changes
    [contacts, intl.locale, queryClient],
  );

  return <RecordListScreen config={config} search={search} onSearchChange={onSearchChange} />;
}
