import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useUseCases } from '../../app-context';
import { notifyDone, notifyFailed } from '../../components/notify-outcome';
import { ConfirmDialog } from '../../components/list-view/confirm-dialog';

/**
 * "Reset demo data", where the backend has demo data to reset (the in-browser mock): after a
 * confirmation that says what it does, the seed replaces every record and every screen forgets what
 * it had loaded, so each shows the seed again.
 */
export function useResetDemoData(): { available: boolean; ask: () => void; dialog: ReactNode } {
  const intl = useIntl();
  const { app } = useUseCases();
  const queryClient = useQueryClient();
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const available = app.canResetDemoData();

  const reset = async () => {
    setBusy(true);
    try {
      await app.resetDemoData();
      // Every cached answer is of the old data: dropped, and what is on screen asked again.
      await queryClient.resetQueries();
      await router.invalidate();
      notifyDone(intl, intl.formatMessage({ id: 'shell.resetDemo.done' }));
      setOpen(false);
    } catch (error) {
      notifyFailed(intl, intl.formatMessage({ id: 'shell.resetDemo.failed' }), error);
    } finally {
      setBusy(false);
    }
  };

  const dialog = available ? (
    <ConfirmDialog
      opened={open}
      title={intl.formatMessage({ id: 'shell.resetDemo.title' })}
      confirmLabel={intl.formatMessage({ id: 'shell.resetDemo.confirm' })}
      busy={busy}
      onConfirm={() => void reset()}
      onClose={() => setOpen(false)}
    >
      <FormattedMessage id="shell.resetDemo.body" />
    </ConfirmDialog>
  ) : null;
  return { available, ask: () => setOpen(true), dialog };
}
