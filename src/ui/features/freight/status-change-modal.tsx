import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { isDatedAction, type FreightAction, type TransitionRefusal } from '../../../domain/freight/freight-lifecycle';
import { TRACKING_FIELDS } from '../../../domain/freight/freight-edit-rules';
import { DateField } from '../../components/date-field';
import { readableDays } from './readable-days';

/**
 * The frame of a status change asked about first (one shipment on its page, or many from the list): a title, what
 * the change needs said or asked, a way back and the confirming button, kept disabled while `blocked`.
 */
export function StatusChangeModal({
  title,
  blocked,
  back,
  confirm,
  danger = false,
  onCancel,
  onSubmit,
  children,
}: {
  readonly title: string;
  readonly blocked: boolean;
  readonly back: ReactNode;
  readonly confirm: ReactNode;
  readonly danger?: boolean;
  readonly onCancel: () => void;
  readonly onSubmit: () => void;
  readonly children: ReactNode;
}) {
  const intl = useIntl();
  return (
    <Modal
      opened
      onClose={onCancel}
      title={title}
      closeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'common.close' }) }}
      centered
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!blocked) onSubmit();
        }}
      >
        <Stack gap="md">
          {children}
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              {back}
            </Button>
            <Button type="submit" color={danger ? 'red.9' : undefined} disabled={blocked} data-autofocus>
              {confirm}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** The day a departure, arrival or delivery happened, with the domain's refusal of it said at the field. */
function ActualDayField({
  label,
  value,
  onChange,
  refusal,
}: {
  readonly label: string;
  readonly value: string | null;
  readonly onChange: (value: string | null) => void;
  readonly refusal: TransitionRefusal | null;
}) {
  const intl = useIntl();
  return (
    <DateField
      label={label}
      value={value}
      onChange={onChange}
      required
      error={
        refusal
          ? intl.formatMessage({ id: `error.freight.transition.${refusal.code}` }, readableDays(intl, refusal))
          : undefined
      }
    />
  );
}

/** The fields that stay editable once booking locks the invoice, as a list in the reader's language. */
function useEditableAfterBooking(): string {
  const intl = useIntl();
  const names = TRACKING_FIELDS.filter((field) => field !== 'audit').map((field) =>
    intl.formatMessage({ id: `freight.form.${field}` }),
  );
  return intl.formatList(names, { type: 'conjunction' });
}

/** What a status-change dialog is given, for one shipment or many. */
export interface StatusChangeProps {
  readonly action: FreightAction;
  readonly today: string;
  readonly onCancel: () => void;
  /** The actual day the person gave (departing, arriving, delivering), or nothing for the other changes. */
  readonly onConfirm: (date: string | undefined) => void;
}

/** The actual day a dated change asks for, today until the person picks another; `chosen` is what is sent. */
export function useActualDay(action: FreightAction, today: string) {
  const dated = isDatedAction(action);
  const [date, setDate] = useState<string | null>(today);
  return { dated, date, setDate, chosen: dated ? (date ?? undefined) : undefined };
}

/** A text of one status-change dialog: its catalogue id and the values it is given. */
interface StatusChangeMessage {
  readonly id: string;
  readonly values?: Readonly<Record<string, string | number>>;
}

/**
 * What a status-change dialog asks under its title: booking says what it locks (`bookMessage` is given the
 * editable fields as `fields`); a dated change asks for its actual day (`dateMessage`), with the domain's refusal.
 */
export function StatusChangeBody({
  action,
  day,
  bookMessage,
  dateMessage,
  refusal,
}: {
  readonly action: FreightAction;
  readonly day: ReturnType<typeof useActualDay>;
  readonly bookMessage: StatusChangeMessage;
  readonly dateMessage: StatusChangeMessage;
  readonly refusal: TransitionRefusal | null;
}) {
  const intl = useIntl();
  const editable = useEditableAfterBooking();
  return (
    <>
      {action === 'book' ? (
        <Text size="sm">
          <FormattedMessage id={bookMessage.id} values={{ ...bookMessage.values, fields: editable }} />
        </Text>
      ) : null}
      {day.dated ? (
        <ActualDayField
          label={intl.formatMessage({ id: dateMessage.id }, dateMessage.values)}
          value={day.date}
          onChange={day.setDate}
          refusal={refusal}
        />
      ) : null}
    </>
  );
}
