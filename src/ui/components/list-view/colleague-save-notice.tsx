import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { auditFieldLabel } from '../audit/audit-values';
import type { ColleagueSave } from './use-form-save';

interface ColleagueSaveState {
  readonly colleagueSave: ColleagueSave<unknown> | null;
  readonly mergeColleague: () => void;
  readonly reloadColleague: () => void;
}

/**
 * "Ana saved this shipment at 14:32": said in the open form as soon as it happens, with the fields that changed.
 * What was typed stays in the form until the person chooses: keep it on top of the new version, or load that.
 */
export function ColleagueSaveNotice({ save }: { readonly save: ColleagueSaveState }) {
  const intl = useIntl();
  const notice = save.colleagueSave;
  if (!notice) return null;
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const time = intl.formatTime(new Date(notice.at), { hour: '2-digit', minute: '2-digit' });
  // Amounts are stored in minor units under a name of their own; their form fields carry the label.
  const label = (field: string) => {
    const text = auditFieldLabel(intl, notice.kind, field);
    return text === field && field.endsWith('Minor') ? auditFieldLabel(intl, notice.kind, field.slice(0, -5)) : text;
  };
  const fields = notice.fields.map(label);
  return (
    <Alert
      color="blue"
      role="alert"
      icon={<IconUsers aria-hidden />}
      data-testid="colleague-save"
      // The alert is named by its title; the title in the text's own colour (the alert's blue is too pale to read).
      title={
        <Text component="span" size="sm" fw={700} c="var(--mantine-color-text)">
          {t(`listView.colleague.saved.${notice.kind}`, { name: notice.by.name, time })}
        </Text>
      }
    >
      <Stack gap="sm">
        <Text size="sm">
          {fields.length > 0
            ? t('listView.colleague.fields', { fields: intl.formatList(fields, { type: 'conjunction' }) })
            : t('listView.colleague.noFields')}
        </Text>
        <Text size="sm">{t('listView.colleague.body')}</Text>
        <Group gap="sm">
          <Button size="xs" onClick={save.mergeColleague}>
            {t('listView.colleague.merge')}
          </Button>
          <Button variant="default" size="xs" onClick={save.reloadColleague}>
            {t('listView.colleague.reload')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
