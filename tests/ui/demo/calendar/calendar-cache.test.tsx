import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CalendarUseCases } from '../../../../src/application/demo/calendar.use-cases';
import { AppError } from '../../../../src/application/errors/app-error';
import type { CalendarEvent, EventDraft } from '../../../../src/domain/demo/calendar/calendar.types';
import { renderDemoScreen } from '../render-demo';

/** The calendar use cases over an array: the server numbers new events from 41. */
function calendarOver(events: CalendarEvent[]) {
  return {
    list: vi.fn(async () => [...events]),
    add: vi.fn(async (draft: EventDraft) => {
      const saved = { ...draft, id: 41 + events.length };
      events.push(saved);
      return saved;
    }),
    update: vi.fn(async (event: CalendarEvent) => event),
    move: vi.fn(async (event: CalendarEvent) => event),
    remove: vi.fn(async () => undefined),
  };
}

describe('the calendar demo', () => {
  it('shows the event the server saved without loading the calendar again', async () => {
    const calendar = calendarOver([]);
    const user = userEvent.setup();
    await renderDemoScreen('/calendar', { calendar: calendar as unknown as CalendarUseCases });
    await user.click(await screen.findByRole('button', { name: 'Add event' }));
    await user.type(screen.getByRole('textbox', { name: /^Title/ }), 'Vessel cut-off');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByTestId('event-41')).toHaveTextContent('Vessel cut-off');
    expect(calendar.add).toHaveBeenCalledTimes(1);
    expect(calendar.list).toHaveBeenCalledTimes(1);
  });

  it('keeps the editor open with what was typed when the server refuses, and says why in the reader language', async () => {
    const calendar = calendarOver([]);
    calendar.add.mockRejectedValueOnce(new AppError('network', 'fetch failed: ECONNREFUSED'));
    const user = userEvent.setup();
    await renderDemoScreen('/calendar', { calendar: calendar as unknown as CalendarUseCases }, 'pt');
    await user.click(await screen.findByRole('button', { name: 'Adicionar evento' }));
    await user.type(screen.getByRole('textbox', { name: /^Título/ }), 'Corte do navio');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    expect(
      await screen.findByText('Não foi possível contatar o servidor. Verifique sua conexão e tente novamente.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/ECONNREFUSED/)).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Título/ })).toHaveValue('Corte do navio');
    await waitFor(() => expect(calendar.list).toHaveBeenCalledTimes(2));
  });
});
