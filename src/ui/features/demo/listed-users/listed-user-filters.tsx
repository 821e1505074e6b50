import { Group, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import type { ListedUserFilter } from '../../../../domain/demo/listed-users/listed-user-filter';
import { choiceOptions } from './listed-user-options';

export function ListedUserFilters({
  value,
  departments,
  onChange,
}: {
  value: ListedUserFilter;
  departments: string[];
  onChange(v: ListedUserFilter): void;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const all = { value: 'all', label: t('listedUsers.all') };
  return (
    <Group gap="xs" align="flex-end">
      {(
        [
          ['role', 140],
          ['status', 150],
        ] as const
      ).map(([field, width]) => (
        <Select
          key={field}
          label={t(`listedUsers.${field}`)}
          value={value[field] ?? 'all'}
          allowDeselect={false}
          w={width}
          data={[all, ...choiceOptions(field, t)]}
          onChange={(v) => onChange({ ...value, [field]: v ?? 'all' })}
        />
      ))}
      <Select
        label={t('listedUsers.verified')}
        value={value.verified ?? 'all'}
        allowDeselect={false}
        w={120}
        data={[all, { value: 'yes', label: t('listedUsers.yes') }, { value: 'no', label: t('listedUsers.no') }]}
        onChange={(v) => onChange({ ...value, verified: (v ?? 'all') as ListedUserFilter['verified'] })}
      />
      <Select
        label={t('listedUsers.department')}
        value={value.department ?? 'all'}
        allowDeselect={false}
        w={150}
        data={[all, ...departments.map((d) => ({ value: d, label: d }))]}
        onChange={(v) => onChange({ ...value, department: v ?? 'all' })}
      />
      <TextInput
        label={t('listedUsers.search')}
        leftSection={<IconSearch size={16} />}
        value={value.search ?? ''}
        onChange={(e) => onChange({ ...value, search: e.currentTarget.value })}
      />
    </Group>
  );
}
