import { Button, Checkbox, Group, Select, TextInput } from '@mantine/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  EVENT_LABELS,
  type CalendarEvent,
  type EventDraft,
  type EventLabel,
} from '../../../../domain/demo/calendar/calendar.types';
import { validateEvent, type EventDraftErrors } from '../../../../domain/demo/calendar/calendar-rules';
import { DemoFormModal } from '../../../components/demo/demo-form-modal';

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
  const t = (id: string) => intl.formatMessage({ id });
  const dateError = (key: 'start' | 'end') =>
    errors[key] === 'beforeStart' ? t('calendar.error.end') : errors[key] ? t('calendar.error.invalid') : undefined;

  const dateInput = (key: 'start' | 'end') => (
    <TextInput
      type="datetime-local"
      label={t(`calendar.field.${key}`)}
      value={toInput(draft[key])}
      error={dateError(key)}
      onChange={(e) => setDraft({ ...draft, [key]: fromInput(e.currentTarget.value) })}
    />
  );

  function validate() {
    const found = validateEvent(draft);
    setErrors(found);
    return Object.keys(found).length === 0;
  }

  return (
    <DemoFormModal
      title={t('id' in initial ? 'calendar.editEvent' : 'calendar.newEvent')}
      onClose={onClose}
      validate={validate}
      save={() => onSave({ ...draft, title: draft.title.trim() })}
      extraAction={
        onRemove ? (
          <Button variant="subtle" color="red.8" onClick={onRemove}>
            <FormattedMessage id="calendar.remove" />
          </Button>
        ) : (
          <span />
        )
      }
    >
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
        {dateInput('start')}
        {dateInput('end')}
      </Group>
      <Checkbox
        label={t('calendar.field.allDay')}
        checked={draft.allDay}
        onChange={(e) => setDraft({ ...draft, allDay: e.currentTarget.checked })}
      />
    </DemoFormModal>
  );
}
