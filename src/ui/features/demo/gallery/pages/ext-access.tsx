import { Alert, Badge, Chip, Code, Group, SegmentedControl, Table, Text, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import { can, PERMISSIONS, type Permission } from '../../../../../domain/acl/permissions';
import { ROLES, type Role } from '../../../../../domain/acl/role';
import { UI_LOCALES, type UiLocale } from '../../../../../domain/shared/locale';
import { useLocale } from '../../../../i18n/i18n-provider';
import { CATALOG_LOCALES, featureCatalogs, type CatalogLocale } from '../../../../i18n/messages';
import { messageText } from '../../../../i18n/message-text';
import { DemoSection, useT } from '../shared/demo-section';
import { useRolePreview } from '../../../../components/use-role-preview';

const PERMISSION_IDS = Object.keys(PERMISSIONS) as Permission[];

/** Switches the session's role live (the auth area's change-role action) and shows what each role may do. */
export function AccessControlDemo() {
  const t = useT();
  const { session, verified, refused, preview } = useRolePreview();
  if (!session) return null;
  return (
    <>
      <DemoSection titleId="gallery.acl.current">
        <Text>{t('gallery.acl.who', { name: session.name, verified, role: session.role })}</Text>
        <Text size="sm" fw={600} id="gallery-role-label">
          {t('gallery.acl.switch')}
        </Text>
        <SegmentedControl
          aria-labelledby="gallery-role-label"
          w="fit-content"
          value={session.role}
          data={ROLES.map((role) => ({ value: role, label: t(`gallery.acl.role.${role}`) }))}
          onChange={(value) => preview(value as Role)}
        />
        {refused ? (
          <Alert color="orange" role="alert">
            {t('gallery.acl.refused')}
          </Alert>
        ) : null}
      </DemoSection>
      <DemoSection titleId="gallery.acl.matrix">
        <Table.ScrollContainer minWidth={420}>
          <Table striped withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('gallery.acl.permission')}</Table.Th>
                {ROLES.map((role) => (
                  <Table.Th key={role} bg={role === session.role ? 'var(--mantine-primary-color-light)' : undefined}>
                    {t(`gallery.acl.role.${role}`)}
                    {role === session.role ? ` (${t('gallery.acl.you')})` : ''}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {PERMISSION_IDS.map((permission) => (
                <Table.Tr key={permission}>
                  <Table.Td>
                    <Code>{permission}</Code>
                  </Table.Td>
                  {ROLES.map((role) => (
                    <Table.Td key={role}>
                      <Badge variant="dot" color={can(role, permission) ? 'teal' : 'gray'}>
                        {t(can(role, permission) ? 'gallery.acl.allowed' : 'gallery.acl.denied')}
                      </Badge>
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Text size="sm" c="dimmed">
          {t('gallery.acl.count', {
            count: PERMISSION_IDS.filter((p) => can(session.role, p)).length,
            total: PERMISSION_IDS.length,
          })}
        </Text>
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
        <Text size="sm" fw={600} id="gallery-lang-label">
          {t('gallery.i18n.uiLanguage')}
        </Text>
        <SegmentedControl
          aria-labelledby="gallery-lang-label"
          w="fit-content"
          value={locale}
          onChange={(v) => setLocale(v as UiLocale)}
          data={UI_LOCALES.map((l) => ({ value: l, label: t(`gallery.i18n.lang.${l}`) }))}
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
        <Table.ScrollContainer minWidth={640} mah={520}>
          <Table striped stickyHeader>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('gallery.i18n.key')}</Table.Th>
                {languages.map((l: CatalogLocale) => (
                  <Table.Th key={l}>{t(`gallery.i18n.lang.${l}`)}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {keys.map((key) => (
                <Table.Tr key={key}>
                  <Table.Td>
                    <Code>{key}</Code>
                  </Table.Td>
                  {languages.map((l) => (
                    <Table.Td key={l} lang={l}>
                      {messageText(MENU?.[l]?.[key]) || '–'}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </DemoSection>
    </>
  );
}
