import { Group, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { LISTED_USER_ROLES, LISTED_USER_STATUSES } from '../../../../domain/demo/listed-users/listed-user.types';
import type { ListedUserFilter } from '../../../../domain/demo/listed-users/listed-user-filter';

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
      <Select
        label={t('listedUsers.role')}
        value={value.role ?? 'all'}
        allowDeselect={false}
        w={140}
        data={[all, ...LISTED_USER_ROLES.map((r) => ({ value: r, label: t(`listedUsers.role.${r}`) }))]}
        onChange={(v) => onChange({ ...value, role: v ?? 'all' })}
      />
      <Select
        label={t('listedUsers.status')}
        value={value.status ?? 'all'}
        allowDeselect={false}
        w={150}
        data={[all, ...LISTED_USER_STATUSES.map((s) => ({ value: s, label: t(`listedUsers.status.${s}`) }))]}
        onChange={(v) => onChange({ ...value, status: v ?? 'all' })}
      />
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
