import { Button, Checkbox, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  EVENT_LABELS,
  type CalendarEvent,
  type EventDraft,
  type EventLabel,
} from '../../../../domain/demo/calendar/calendar.types';
import { validateEvent, type EventDraftErrors } from '../../../../domain/demo/calendar/calendar-rules';

interface Props {
  readonly initial: CalendarEvent | EventDraft;
  onClose(): void;
  onSave(draft: EventDraft): Promise<boolean>;
  onRemove?: () => void;
}

// datetime-local inputs carry no zone; the calendar works in UTC throughout, so we do too.
const toInput = (iso: string) => iso.slice(0, 16);
const fromInput = (value: string) => (value.length === 16 ? `${value}:00.000Z` : value);

export function EventEditor({ initial, onClose, onSave, onRemove }: Props) {
  const intl = useIntl();
  const [draft, setDraft] = useState<EventDraft>({ ...initial });
  const [errors, setErrors] = useState<EventDraftErrors>({});
  const [saving, setSaving] = useState(false);
  const t = (id: string) => intl.formatMessage({ id });
  const dateError = (key: 'start' | 'end') =>
    errors[key] === 'beforeStart' ? t('calendar.error.end') : errors[key] ? t('calendar.error.invalid') : undefined;

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const found = validateEvent(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    const saved = await onSave({ ...draft, title: draft.title.trim() });
    setSaving(false);
    if (saved) onClose();
  }

  return (
    <Modal opened onClose={onClose} title={t('id' in initial ? 'calendar.editEvent' : 'calendar.newEvent')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t('calendar.field.title')}
            required
            value={draft.title}
            error={errors.title ? t('calendar.error.title') : undefined}
            onChange={(e) => setDraft({ ...draft, title: e.currentTarget.value })}
          />
          <Select
            label={t('calendar.field.label')}
            value={draft.label}
            allowDeselect={false}
            data={EVENT_LABELS.map((l) => ({ value: l, label: t(`calendar.label.${l}`) }))}
            onChange={(v) => v && setDraft({ ...draft, label: v as EventLabel })}
          />
          <Group grow>
            <TextInput
              type="datetime-local"
              label={t('calendar.field.start')}
              value={toInput(draft.start)}
              error={dateError('start')}
              onChange={(e) => setDraft({ ...draft, start: fromInput(e.currentTarget.value) })}
            />
            <TextInput
              type="datetime-local"
              label={t('calendar.field.end')}
              value={toInput(draft.end)}
              error={dateError('end')}
              onChange={(e) => setDraft({ ...draft, end: fromInput(e.currentTarget.value) })}
            />
          </Group>
          <Checkbox
            label={t('calendar.field.allDay')}
            checked={draft.allDay}
            onChange={(e) => setDraft({ ...draft, allDay: e.currentTarget.checked })}
          />
          <Group justify="space-between">
            {onRemove ? (
              <Button variant="subtle" color="red.8" onClick={onRemove}>
                <FormattedMessage id="calendar.remove" />
              </Button>
            ) : (
              <span />
            )}
            <Group>
              <Button variant="default" onClick={onClose}>
                <FormattedMessage id="common.cancel" />
              </Button>
              <Button type="submit" loading={saving}>
                <FormattedMessage id="common.save" />
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
