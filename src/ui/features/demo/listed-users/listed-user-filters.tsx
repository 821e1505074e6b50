import { Group, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { LISTED_USER_ROLES, LISTED_USER_STATUSES } from '../../../../domain/demo/listed-users/listed-user.types';
import type { UserGridFilter } from '../../../../domain/demo/listed-users/listed-user-filter';

export function UserFilters({
  value,
  departments,
  onChange,
}: {
  value: UserGridFilter;
  departments: string[];
  onChange(v: UserGridFilter): void;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const all = { value: 'all', label: t('userDemo.all') };
  return (
    <Group gap="xs" align="flex-end">
      <Select
        label={t('userDemo.role')}
        value={value.role ?? 'all'}
        allowDeselect={false}
        w={140}
        data={[all, ...LISTED_USER_ROLES.map((r) => ({ value: r, label: t(`userDemo.role.${r}`) }))]}
        onChange={(v) => onChange({ ...value, role: v ?? 'all' })}
      />
      <Select
        label={t('userDemo.status')}
        value={value.status ?? 'all'}
        allowDeselect={false}
        w={150}
        data={[all, ...LISTED_USER_STATUSES.map((s) => ({ value: s, label: t(`userDemo.status.${s}`) }))]}
        onChange={(v) => onChange({ ...value, status: v ?? 'all' })}
      />
      <Select
        label={t('userDemo.verified')}
        value={value.verified ?? 'all'}
        allowDeselect={false}
        w={120}
        data={[all, { value: 'yes', label: t('userDemo.yes') }, { value: 'no', label: t('userDemo.no') }]}
        onChange={(v) => onChange({ ...value, verified: (v ?? 'all') as UserGridFilter['verified'] })}
      />
      <Select
        label={t('userDemo.department')}
        value={value.department ?? 'all'}
        allowDeselect={false}
        w={150}
        data={[all, ...departments.map((d) => ({ value: d, label: d }))]}
        onChange={(v) => onChange({ ...value, department: v ?? 'all' })}
      />
      <TextInput
        label={t('userDemo.search')}
        leftSection={<IconSearch size={16} />}
        value={value.search ?? ''}
        onChange={(e) => onChange({ ...value, search: e.currentTarget.value })}
      />
    </Group>
  );
}
