import { Button, Checkbox, Group, Select, TextInput } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { EVENT_LABELS, type CalendarEvent, type EventDraft } from '../../../../domain/demo/calendar/calendar.types';
import { validateEvent } from '../../../../domain/demo/calendar/calendar-rules';
import { DemoFormModal, type DemoEditorProps } from '../../../components/demo/demo-form-modal';
import { useDraft, useValidation } from '../../../components/demo/use-draft';

interface Props extends DemoEditorProps<EventDraft> {
  readonly initial: CalendarEvent | EventDraft;
  onRemove?: () => void;
}

// datetime-local inputs carry no zone; the calendar works in UTC throughout, so we do too.
const toInput = (iso: string) => iso.slice(0, 16);
const fromInput = (value: string) => (value.length === 16 ? `${value}:00.000Z` : value);

export function EventEditor({ initial, onClose, onSave, onRemove }: Props) {
  const intl = useIntl();
  const { draft, set, text, flag, choice } = useDraft<EventDraft>({ ...initial });
  const { errors, validate } = useValidation(() => validateEvent(draft));
  const t = (id: string) => intl.formatMessage({ id });
  const dateError = (key: 'start' | 'end') =>
    errors[key] === 'beforeStart' ? t('calendar.error.end') : errors[key] ? t('calendar.error.invalid') : undefined;

  const dateInput = (key: 'start' | 'end') => (
    <TextInput
      type="datetime-local"
      label={t(`calendar.field.${key}`)}
      value={toInput(draft[key])}
      error={dateError(key)}
      onChange={(e) => set(key, fromInput(e.currentTarget.value))}
    />
  );

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
        error={errors.title ? t('calendar.error.title') : undefined}
        {...text('title')}
      />
      <Select
        label={t('calendar.field.label')}
        data={EVENT_LABELS.map((l) => ({ value: l, label: t(`calendar.label.${l}`) }))}
        {...choice('label')}
      />
      <Group grow>
        {dateInput('start')}
        {dateInput('end')}
      </Group>
      <Checkbox label={t('calendar.field.allDay')} {...flag('allDay')} />
    </DemoFormModal>
  );
}
