import { Alert, Badge, Chip, Group, Table, Text, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import { can, PERMISSIONS, type Permission } from '../../../../../domain/acl/permissions';
import { ROLES, type Role } from '../../../../../domain/acl/role';
import { UI_LOCALES } from '../../../../../domain/shared/locale';
import { useLocale } from '../../../../i18n/i18n-provider';
import { CATALOG_LOCALES, featureCatalogs } from '../../../../i18n/messages';
import { messageText } from '../../../../i18n/message-text';
import { ChoiceControl, namedChoices } from '../shared/choice-control';
import { DemoSection, useT } from '../shared/demo-section';
import { KeyTable } from '../shared/key-table';
import { useRolePreview, type RolePreview } from '../../../../components/use-role-preview';

const PERMISSION_IDS = Object.keys(PERMISSIONS) as Permission[];

/** Who is signed in, the switch to act as another role, and whether the last switch was refused. */
function RoleSwitch({ session, verified, refused, preview }: Exclude<RolePreview, { session: null }>) {
  const t = useT();
  return (
    <>
      <Text>{t('gallery.acl.who', { name: session.name, verified, role: session.role })}</Text>
      <ChoiceControl
        label={t('gallery.acl.switch')}
        shownLabel
        w="fit-content"
        value={session.role}
        onChange={preview}
        choices={namedChoices(ROLES, (role) => t(`gallery.acl.role.${role}`))}
      />
      {refused ? (
        <Alert color="orange" role="alert">
          {t('gallery.acl.refused')}
        </Alert>
      ) : null}
    </>
  );
}

/** What each role may do, the column of the role the screens act as marked. */
function PermissionMatrix({ current }: { current: Role }) {
  const t = useT();
  return (
    <>
      <KeyTable
        scroll={{ minWidth: 420 }}
        withTableBorder
        keyLabel={t('gallery.acl.permission')}
        keys={PERMISSION_IDS}
        columns={ROLES}
        heading={(role) => (
          <Table.Th bg={role === current ? 'var(--mantine-primary-color-light)' : undefined}>
            {t(`gallery.acl.role.${role}`)}
            {role === current ? ` (${t('gallery.acl.you')})` : ''}
          </Table.Th>
        )}
        cell={(permission, role) => (
          <Table.Td>
            <Badge variant="dot" color={can(role, permission) ? 'teal' : 'gray'}>
              {t(can(role, permission) ? 'gallery.acl.allowed' : 'gallery.acl.denied')}
            </Badge>
          </Table.Td>
        )}
      />
      <Text size="sm" c="dimmed">
        {t('gallery.acl.count', {
          count: PERMISSION_IDS.filter((p) => can(current, p)).length,
          total: PERMISSION_IDS.length,
        })}
      </Text>
    </>
  );
}

/** Switches the session's role live (the auth area's change-role action) and shows what each role may do. */
export function AccessControlDemo() {
  const rolePreview = useRolePreview();
  if (!rolePreview.session) return null;
  return (
    <>
      <DemoSection titleId="gallery.acl.current">
        <RoleSwitch {...rolePreview} />
      </DemoSection>
      <DemoSection titleId="gallery.acl.matrix">
        <PermissionMatrix current={rolePreview.session.role} />
      </DemoSection>
    </>
  );
}

const MENU = featureCatalogs['./menu.messages.ts'];

/** The menu label dictionaries side by side, and the UI language switch. */
export function I18nDemo() {
  const t = useT();
  const { locale, setLocale } = useLocale();
  const [shown, setShown] = useState<string[]>(['en', 'pt', 'de', 'fr']);
  const [query, setQuery] = useState('');
  const keys = useMemo(() => {
    const needle = query.trim().toLowerCase();
    const all = Object.keys(MENU?.en ?? {});
    if (!needle) return all;
    return all.filter(
      (key) =>
        key.toLowerCase().includes(needle) ||
        CATALOG_LOCALES.some((l) => messageText(MENU?.[l]?.[key]).toLowerCase().includes(needle)),
    );
  }, [query]);
  const languages = CATALOG_LOCALES.filter((l) => shown.includes(l));
  return (
    <>
      <DemoSection titleId="gallery.i18n.ui">
        <ChoiceControl
          label={t('gallery.i18n.uiLanguage')}
          shownLabel
          w="fit-content"
          value={locale}
          onChange={setLocale}
          choices={namedChoices(UI_LOCALES, (l) => t(`gallery.i18n.lang.${l}`))}
        />
      </DemoSection>
      <DemoSection titleId="gallery.i18n.menu">
        {!MENU ? <Alert color="orange">{t('gallery.i18n.missing')}</Alert> : null}
        <Group align="end">
          <TextInput label={t('gallery.i18n.search')} value={query} onChange={(e) => setQuery(e.currentTarget.value)} />
          <Chip.Group multiple value={shown} onChange={setShown}>
            <Group gap="xs" role="group" aria-label={t('gallery.i18n.columns')}>
              {CATALOG_LOCALES.map((l) => (
                <Chip key={l} value={l} size="sm">
                  {t(`gallery.i18n.lang.${l}`)}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </Group>
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('gallery.i18n.count', { count: keys.length })}
        </Text>
        <KeyTable
          scroll={{ minWidth: 640, mah: 520 }}
          stickyHeader
          keyLabel={t('gallery.i18n.key')}
          keys={keys}
          columns={languages}
          heading={(l) => <Table.Th>{t(`gallery.i18n.lang.${l}`)}</Table.Th>}
          cell={(key, l) => <Table.Td lang={l}>{messageText(MENU?.[l]?.[key]) || '–'}</Table.Td>}
        />
      </DemoSection>
    </>
  );
}
