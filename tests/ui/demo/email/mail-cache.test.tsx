import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { MailUseCases } from '../../../../src/application/demo/mail.use-cases';
import { AppError } from '../../../../src/application/errors/app-error';
import type { Email } from '../../../../src/domain/demo/mail/email.types';
import { toggleStar } from '../../../../src/domain/demo/mail/mail-actions';
import { filterMails } from '../../../../src/domain/demo/mail/mail-filter';
import { mail } from '../../../domain/demo/mail/mail-test-data';
import { renderDemoScreen } from '../render-demo';

/** The mail use cases over an array, answering as the server does. */
function mailOver(mails: Email[]) {
  const uses = {
    list: vi.fn(async (filter: string) => filterMails(mails, filter)),
    toggleStar: vi.fn(async (id: number) => {
      mails.splice(0, mails.length, ...toggleStar(mails, id));
    }),
    move: vi.fn(async () => undefined),
    markUnread: vi.fn(async () => undefined),
    toggleLabel: vi.fn(async () => undefined),
    send: vi.fn(async () => mails[0]!),
  };
  return uses;
}

const inboxCalls = (uses: ReturnType<typeof mailOver>) => uses.list.mock.calls.filter(([f]) => f === 'inbox').length;

describe('the mail demo keeps each folder in the query cache', () => {
  it('opens a folder it has already loaded without asking again when nothing changed', async () => {
    const uses = mailOver([mail(1), mail(2, { isStarred: true })]);
    const user = userEvent.setup();
    await renderDemoScreen('/email/inbox', { mail: uses as unknown as MailUseCases });
    expect(await screen.findByTestId('mail-row-2')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: /^Starred/ }));
    await waitFor(() => expect(screen.queryByTestId('mail-row-1')).not.toBeInTheDocument());
    expect(screen.getByTestId('mail-row-2')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: /^Inbox/ }));
    expect(await screen.findByTestId('mail-row-1')).toBeInTheDocument();
    expect(inboxCalls(uses)).toBe(1);
  });

  it('stars a mail, and the starred folder then asks the server rather than showing an old copy', async () => {
    const uses = mailOver([mail(1), mail(2)]);
    const user = userEvent.setup();
    await renderDemoScreen('/email/starred', { mail: uses as unknown as MailUseCases });
    await user.click(screen.getByRole('link', { name: /^Inbox/ }));
    await user.click(within(await screen.findByTestId('mail-row-1')).getByRole('button', { name: 'Star' }));
    expect(within(screen.getByTestId('mail-row-1')).getByRole('button', { name: 'Remove star' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await waitFor(() => expect(uses.toggleStar).toHaveBeenCalledWith(1));

    await user.click(screen.getByRole('link', { name: /^Starred/ }));
    expect(await screen.findByTestId('mail-row-1')).toBeInTheDocument();
  });

  it('says a refused change in the reader language, without the server text, and shows what the server kept', async () => {
    const uses = mailOver([mail(1), mail(2)]);
    uses.toggleStar.mockRejectedValueOnce(new AppError('server', 'SQLITE_BUSY: database is locked', { status: 500 }));
    const user = userEvent.setup();
    await renderDemoScreen('/email/inbox', { mail: uses as unknown as MailUseCases }, 'pt');
    await user.click(
      within(await screen.findByTestId('mail-row-2')).getByRole('button', { name: 'Marcar com estrela' }),
    );

    expect(await screen.findByText('O servidor teve um problema. Tente novamente em instantes.')).toBeInTheDocument();
    expect(screen.queryByText(/SQLITE_BUSY/)).not.toBeInTheDocument();
    await waitFor(() => expect(inboxCalls(uses)).toBe(2));
    expect(
      within(screen.getByTestId('mail-row-2')).getByRole('button', { name: 'Marcar com estrela' }),
    ).toHaveAttribute('aria-pressed', 'false');
  });
});
