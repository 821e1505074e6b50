import { ActionIcon, Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { DemoAppColumns, DemoPage } from '../../../components/demo/demo-page';
import { IconChevronLeft, IconChevronRight, IconPlus } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  EVENT_LABELS,
  type CalendarEvent,
  type EventDraft,
  type EventLabel,
} from '../../../../domain/demo/calendar/calendar.types';
import { eventOn, filterByLabels, shiftEventByDays } from '../../../../domain/demo/calendar/calendar-rules';
import { daysBetween, monthGrid, shiftMonth } from '../../../../domain/demo/calendar/month-grid';
import { useUseCases } from '../../../app-context';
import { QueryView } from '../../../components/query-view';
import { calendarMutations } from './calendar.mutations';
import { calendarQueries } from './calendar.queries';
import { EventEditor } from './event-editor';
import { LABEL_COLOR } from './label-colors';
import { MonthView } from './month-view';
import { withFeatureIntl } from '../../../components/feature-intl';
import { messages } from './messages';
import { useNotifyingMutation } from '../../../components/demo/use-notifying-mutation';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** A new event starts as an hour from nine on the day it is added to. */
const newEventOn = (day: string) => eventOn(day, '09:00', '10:00');

export const CalendarPage = withFeatureIntl(messages, CalendarScreen);

function CalendarScreen() {
  const { calendar: useCases } = useUseCases().demo;
  const intl = useIntl();
  const today = useMemo(() => new Date().toISOString().slice(0, 10), []);
  const [view, setView] = useState(() => ({ year: Number(today.slice(0, 4)), month: Number(today.slice(5, 7)) - 1 }));
  const [labels, setLabels] = useState<EventLabel[]>([...EVENT_LABELS]);
  const [editing, setEditing] = useState<CalendarEvent | EventDraft | null>(null);
  const client = useQueryClient();
  const remote = useQuery(calendarQueries.events(useCases));
  const saving = useNotifyingMutation(calendarMutations.save(client, useCases));
  const moving = useNotifyingMutation(calendarMutations.move(client, useCases));
  const removing = useNotifyingMutation(calendarMutations.remove(client, useCases));
  const weeks = useMemo(() => monthGrid(view.year, view.month), [view]);

  const drop = (eventId: number, day: string) => {
    const event = remote.data?.find((e) => e.id === eventId);
    if (event) moving.mutate({ event, moved: shiftEventByDays(event, daysBetween(event.start, day)) });
  };
  /** The editor stays open, with what was typed, unless the save went through. */
  const save = (draft: EventDraft) =>
    saving.mutateAsync(editing && 'id' in editing ? { ...draft, id: editing.id } : draft).then(
      () => true,
      () => false,
    );
  const toggleLabel = (label: EventLabel, on: boolean) =>
    setLabels((current) => (on ? [...current, label] : current.filter((l) => l !== label)));

  return (
    <DemoPage titleId="calendar.title">
      <DemoAppColumns
        side={
          <Stack gap="sm">
            <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing(newEventOn(today))}>
              <FormattedMessage id="calendar.add" />
            </Button>
            <Text size="xs" fw={700} tt="uppercase" c="dimmed">
              <FormattedMessage id="calendar.filter" />
            </Text>
            <Checkbox
              label={<FormattedMessage id="calendar.viewAll" />}
              checked={labels.length === EVENT_LABELS.length}
              indeterminate={labels.length > 0 && labels.length < EVENT_LABELS.length}
              onChange={(e) => setLabels(e.currentTarget.checked ? [...EVENT_LABELS] : [])}
            />
            {EVENT_LABELS.map((label) => (
              <Checkbox
                key={label}
                color={`${LABEL_COLOR[label]}.8`}
                label={<FormattedMessage id={`calendar.label.${label}`} />}
                checked={labels.includes(label)}
                onChange={(e) => toggleLabel(label, e.currentTarget.checked)}
              />
            ))}
            <Text size="xs" c="dimmed">
              <FormattedMessage id="calendar.dragHint" />
            </Text>
          </Stack>
        }
      >
        <Group justify="space-between" mb="sm">
          <Group gap={4}>
            <ActionIcon
              variant="default"
              aria-label={intl.formatMessage({ id: 'calendar.prev' })}
              onClick={() => setView(shiftMonth(view.year, view.month, -1))}
            >
              <IconChevronLeft size={16} />
            </ActionIcon>
            <ActionIcon
              variant="default"
              aria-label={intl.formatMessage({ id: 'calendar.next' })}
              onClick={() => setView(shiftMonth(view.year, view.month, 1))}
            >
              <IconChevronRight size={16} />
            </ActionIcon>
            <Button
              variant="default"
              size="xs"
              onClick={() => setView({ year: Number(today.slice(0, 4)), month: Number(today.slice(5, 7)) - 1 })}
            >
              <FormattedMessage id="calendar.today" />
            </Button>
          </Group>
          <Text fw={700} aria-live="polite">
            {MONTHS[view.month]} {view.year}
          </Text>
        </Group>
        <QueryView query={remote}>
          {(events) => (
            <MonthView
              weeks={weeks}
              month={view.month}
              today={today}
              events={filterByLabels(events, labels)}
              onDayClick={(day) => setEditing(newEventOn(day))}
              onEventClick={setEditing}
              onEventDrop={drop}
            />
          )}
        </QueryView>
      </DemoAppColumns>
      {editing && (
        <EventEditor
          key={'id' in editing ? editing.id : 'new'}
          initial={editing}
          onClose={() => setEditing(null)}
          onSave={save}
          {...('id' in editing
            ? {
                onRemove: () => {
                  const id = editing.id;
                  setEditing(null);
                  removing.mutate(id);
                },
              }
            : {})}
        />
      )}
    </DemoPage>
  );
}
