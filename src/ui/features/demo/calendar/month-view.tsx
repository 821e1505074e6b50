import { Badge, Box, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { CalendarEvent } from '../../../../domain/demo/calendar/calendar.types';
import { eventsOnDay } from '../../../../domain/demo/calendar/calendar-rules';
import { LABEL_COLOR } from './label-colors';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MAX_SHOWN = 3;

interface Props {
  readonly weeks: string[][];
  readonly month: number;
  readonly today: string;
  readonly events: readonly CalendarEvent[];
  onDayClick(day: string): void;
  onEventClick(event: CalendarEvent): void;
  onEventDrop(eventId: number, day: string): void;
}

export function MonthView({ weeks, month, today, events, onDayClick, onEventClick, onEventDrop }: Props) {
  const [over, setOver] = useState<string | null>(null);
  return (
    <Box role="table" aria-label="Month">
      <SimpleGrid cols={7} spacing={0} role="row">
        {WEEKDAYS.map((d) => (
          <Text key={d} role="columnheader" size="xs" fw={700} ta="center" py={4}>
            {d}
          </Text>
        ))}
      </SimpleGrid>
      {weeks.map((week) => (
        <SimpleGrid key={week[0]} cols={7} spacing={0} role="row">
          {week.map((day) => {
            const inMonth = Number(day.slice(5, 7)) - 1 === month;
            const dayEvents = eventsOnDay(events, day);
            return (
              <Box
                key={day}
                role="cell"
                data-day={day}
                mih={96}
                p={4}
                style={{
                  border: '1px solid var(--mantine-color-default-border)',
                  background: over === day ? 'var(--mantine-color-blue-light)' : undefined,
                }}
                onDragOver={(e) => {
                  e.preventDefault();
                  setOver(day);
                }}
                onDragLeave={() => setOver(null)}
                onDrop={(e) => {
                  e.preventDefault();
                  setOver(null);
                  const id = Number(e.dataTransfer.getData('text/plain'));
                  if (id) onEventDrop(id, day);
                }}
              >
                <UnstyledButton onClick={() => onDayClick(day)} aria-label={`Add event on ${day}`} w="100%">
                  <Text size="xs" fw={day === today ? 800 : 400} c={inMonth ? undefined : 'dimmed'} ta="right">
                    {Number(day.slice(8))}
                  </Text>
                </UnstyledButton>
                <Stack gap={2}>
                  {dayEvents.slice(0, MAX_SHOWN).map((event) => (
                    <Badge
                      key={event.id}
                      component="button"
                      type="button"
                      draggable
                      fullWidth
                      radius="sm"
                      variant="filled"
                      color={`${LABEL_COLOR[event.label]}.8`}
                      style={{ cursor: 'grab', textTransform: 'none' }}
                      data-testid={`event-${event.id}`}
                      onDragStart={(e: React.DragEvent) => e.dataTransfer.setData('text/plain', String(event.id))}
                      onClick={() => onEventClick(event)}
                    >
                      {event.allDay ? '' : `${event.start.slice(11, 16)} `}
                      {event.title}
                    </Badge>
                  ))}
                  {dayEvents.length > MAX_SHOWN && (
                    <Text size="xs" c="dimmed">
                      <FormattedMessage id="calendar.more" values={{ count: dayEvents.length - MAX_SHOWN }} />
                    </Text>
                  )}
                </Stack>
              </Box>
            );
          })}
        </SimpleGrid>
      ))}
    </Box>
  );
}
