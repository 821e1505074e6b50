import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ChatUseCases } from '../../../../src/application/demo/chat.use-cases';
import { AppError } from '../../../../src/application/errors/app-error';
import type { ChatData } from '../../../../src/domain/demo/chat/chat.types';
import { renderDemoScreen } from '../render-demo';

const seed = (): ChatData => ({
  contacts: [{ uid: 1, displayName: 'Marta Quintela', about: '', photoURL: '', status: 'online' }],
  chats: {
    '1': {
      isPinned: false,
      msg: [{ textContent: 'Gate opens at six.', time: '2026-03-02T09:00:00.000Z', isSent: false, isSeen: true }],
    },
  },
});

function chatUses() {
  return {
    load: vi.fn(async () => seed()),
    send: vi.fn(async () => undefined),
    markAllSeen: vi.fn(async () => undefined),
    setPinned: vi.fn(async () => undefined),
  };
}

describe('the chat demo', () => {
  it('shows a sent message at once and does not load the conversations again', async () => {
    const chat = chatUses();
    const user = userEvent.setup();
    await renderDemoScreen('/chat', { chat: chat as unknown as ChatUseCases });
    await user.click(await screen.findByTestId('contact-1'));
    await user.type(screen.getByRole('textbox', { name: 'Type a message' }), 'Is the reefer plugged in?');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await within(screen.getByRole('log')).findByText('Is the reefer plugged in?')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Type a message' })).toHaveValue('');
    expect(chat.send).toHaveBeenCalledWith({ contactId: 1, message: 'Is the reefer plugged in?', isPinned: false });
    expect(chat.load).toHaveBeenCalledTimes(1);
  });

  it('keeps a refused message in the box, says why in the reader language and shows what the server kept', async () => {
    const chat = chatUses();
    chat.send.mockRejectedValueOnce(new AppError('server', 'upstream 502 from chat-svc', { status: 502 }));
    const user = userEvent.setup();
    await renderDemoScreen('/chat', { chat: chat as unknown as ChatUseCases }, 'pt');
    await user.click(await screen.findByTestId('contact-1'));
    await user.type(screen.getByRole('textbox', { name: 'Digite uma mensagem' }), 'Chegou?');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));

    expect(await screen.findByText('O servidor teve um problema. Tente novamente em instantes.')).toBeInTheDocument();
    expect(screen.queryByText(/chat-svc/)).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Digite uma mensagem' })).toHaveValue('Chegou?');
    await waitFor(() => expect(chat.load).toHaveBeenCalledTimes(2));
    expect(within(screen.getByRole('log')).queryByText('Chegou?')).not.toBeInTheDocument();
  });
});
