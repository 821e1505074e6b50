import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { CONTACT_ROLES, contactDisplayName, type Contact, type ContactFields } from '../../../domain/contact/contact';
import type { ContactSortField } from '../../../domain/contact/contact-list';
import { CONTACT_CSV_HEADERS, contactCsvColumns, contactFromCsv } from '../../../domain/contact/contact-csv';
import type { ContactListFilter } from '../../../application/ports/contact-repository.port';
import { useUseCases } from '../../app-context';
import { useCsvImport } from '../../components/csv/use-csv-import';
import { RecordRowActions } from '../../components/list-view/record-row-actions';
import type { CsvImportSpec } from '../../components/csv/csv-import';
import { countryOptions } from '../../components/list-view/country-options';
import { fromFlat, toFlat, type FlatListSearch } from '../../components/list-view/list-search';
import { ListView } from '../../components/list-view/list-view';
import type { ListViewConfig } from '../../components/list-view/list-view.types';
import { useRowRemoval } from '../../components/list-view/row-removal';
import { CONTACT_LIST_SPEC } from './contact-list-spec';

const importSpec: CsvImportSpec<ContactFields> = {
  columns: CONTACT_CSV_HEADERS,
  previewColumns: ['firstname', 'lastname', 'company', 'country', 'roles'],
  readRow: (record) => {
    const read = contactFromCsv(record);
    return read.ok ? { ok: true, value: read.value } : { ok: false, errors: read.error };
  },
  maxRows: 500,
};

export function ContactListPage({
  search,
  onSearchChange,
}: {
  search: FlatListSearch;
  onSearchChange: (next: FlatListSearch) => void;
}) {
  const intl = useIntl();
  const { contacts } = useUseCases();
  const [reloadToken, setReloadToken] = useState(0);
  const t = (id: string) => intl.formatMessage({ id });

  const config = useMemo(
    (): ListViewConfig<Contact, ContactSortField, ContactListFilter> => ({
      id: 'contacts',
      spec: CONTACT_LIST_SPEC,
      defaultSort: 'name',
      rowKey: (c) => c.id,
      rowLabel: contactDisplayName,
      load: (query, signal) => contacts.list(query, signal),
      csvColumns: contactCsvColumns,
      filters: [
        {
          name: 'role',
          label: t('contacts.field.role'),
          options: CONTACT_ROLES.map((r) => ({ value: r, label: t(`contacts.role.${r}`) })),
        },
        { name: 'country', label: t('contacts.field.country'), options: countryOptions(intl.locale) },
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
      ],
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- rebuilt when the language changes
    [contacts, intl.locale],
  );

  const reload = () => setReloadToken((n) => n + 1);
  const removal = useRowRemoval<Contact>({
    remove: (c) => contacts.remove(c.id),
    nameOf: contactDisplayName,
    onRemoved: reload,
  });
  const csvImport = useCsvImport({
    title: t('contacts.importTitle'),
    spec: importSpec,
    apply: (rows) => contacts.importMany(rows),
    onImported: reload,
  });

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('contacts.title')}
      </Title>
      <ListView
        config={config}
        search={fromFlat(search, CONTACT_LIST_SPEC)}
        onSearchChange={(next) => onSearchChange(toFlat(next))}
        reloadToken={reloadToken}
        actions={
          <>
            {csvImport.button}
            <Button component={Link} to="/contact/new" leftSection={<IconPlus size={16} aria-hidden />}>
              {t('contacts.new')}
            </Button>
          </>
        }
        rowActions={(c) => (
          <RecordRowActions
            editLabel={intl.formatMessage({ id: 'contacts.editRow' }, { name: contactDisplayName(c) })}
            deleteLabel={intl.formatMessage({ id: 'contacts.deleteRow' }, { name: contactDisplayName(c) })}
            renderEditLink={(props) => <Link {...props} to="/contact/$id/edit" params={{ id: c.id }} />}
            onDelete={() => removal.ask(c)}
          />
        )}
      />
      {removal.dialog}
      {csvImport.dialog}
    </Stack>
  );
}
