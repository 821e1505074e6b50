import { Grid, Paper, Stack, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Email, MovableFolder } from '../../../../domain/demo/mail/email.types';
import {
  markUnread,
  moveMails,
  selectAllMails,
  setLabels,
  toggleSelectMail,
  toggleStar,
} from '../../../../domain/demo/mail/mail-actions';
import type { MailDraft } from '../../../../domain/demo/mail/mail-compose';
import { searchMails } from '../../../../domain/demo/mail/mail-filter';
import { useUseCases } from '../../../app-context';
import { ErrorState, LoadingState } from '../../../components/async-view';
import { notifyFailure } from '../../../components/notify-failure';
import { useAsync } from '../../../components/use-async';
import { ComposeModal } from './compose-modal';
import { MailList } from './mail-list';
import { MailSidebar } from './mail-sidebar';
import { MailToolbar } from './mail-toolbar';
import { MailView } from './mail-view';
import { withFeatureIntl } from '../../../components/feature-intl';
import { messages } from './messages';

export const EmailPage = withFeatureIntl(messages, EmailScreen);

function EmailScreen({ filter }: { filter: string }) {
  const { mail: useCases } = useUseCases().demo;
  const intl = useIntl();
  const remote = useAsync(() => useCases.list(filter), [filter]);
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState<number[]>([]);
  const [openId, setOpenId] = useState<number | null>(null);
  const [composing, setComposing] = useState(false);
  const [lastFilter, setLastFilter] = useState(filter);
  if (lastFilter !== filter) {
    // Switching folder starts fresh: no carried-over selection or open mail.
    setLastFilter(filter);
    setSelected([]);
    setOpenId(null);
  }

  const visible = useMemo(() => searchMails(remote.data ?? [], query), [remote.data, query]);
  const open = remote.data?.find((m) => m.id === openId);

  /** Applies the rule locally at once, then asks the server; on failure the list is reloaded. */
  async function change(local: (mails: readonly Email[]) => Email[], call: () => Promise<void>, refilter = false) {
    if (remote.data) remote.setData(local(remote.data));
    try {
      await call();
      if (refilter) remote.reload();
    } catch (e) {
      notifyFailure(intl, e);
      remote.reload();
    }
  }

  const ids = selected;
  const actions = {
    toggleStar: (id: number) =>
      change(
        (m) => toggleStar(m, id),
        () => useCases.toggleStar(id),
        filter === 'starred',
      ),
    move: (folder: MovableFolder) => {
      setSelected([]);
      setOpenId(null);
      return change(
        (m) => moveMails(m, ids, folder),
        () => useCases.move(ids, folder),
        true,
      );
    },
    markUnread: (unread: boolean) => {
      setSelected([]);
      return change(
        (m) => markUnread(m, ids, unread),
        () => useCases.markUnread(ids, unread),
      );
    },
    toggleLabel: (label: string) =>
      change(
        (m) => setLabels(m, ids, label),
        () => useCases.toggleLabel(ids, label),
        true,
      ),
  };

  async function openMail(mail: Email) {
    setOpenId(mail.id);
    if (mail.unread)
      await change(
        (m) => markUnread(m, [mail.id], false),
        () => useCases.markUnread([mail.id], false),
      );
  }

  async function send(draft: MailDraft) {
    try {
      await useCases.send(draft);
      notifications.show({ color: 'green', message: intl.formatMessage({ id: 'email.sent' }) });
      if (filter === 'sent') remote.reload();
    } catch (e) {
      notifyFailure(intl, e);
      throw e;
    }
  }

  const unread = remote.data ? remote.data.filter((m) => m.unread).length : null;
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        <FormattedMessage id="email.title" />
      </Title>
      <Grid>
        <Grid.Col span={{ base: 12, md: 3 }}>
          <MailSidebar filter={filter} unread={unread} onCompose={() => setComposing(true)} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          <Paper withBorder p="sm">
            {open ? (
              <MailView mail={open} onBack={() => setOpenId(null)} />
            ) : (
              <Stack gap="sm">
                <TextInput
                  leftSection={<IconSearch size={16} />}
                  placeholder={intl.formatMessage({ id: 'email.search' })}
                  aria-label={intl.formatMessage({ id: 'email.search' })}
                  value={query}
                  onChange={(e) => setQuery(e.currentTarget.value)}
                />
                <MailToolbar
                  total={visible.length}
                  selectedCount={selected.length}
                  onSelectAll={(all) => setSelected(selectAllMails(visible, all))}
                  onMove={(f) => void actions.move(f)}
                  onMarkUnread={(u) => void actions.markUnread(u)}
                  onToggleLabel={(l) => void actions.toggleLabel(l)}
                />
                {remote.error && <ErrorState error={remote.error} onRetry={remote.reload} />}
                {!remote.data ? (
                  !remote.error && <LoadingState />
                ) : (
                  <MailList
                    mails={visible}
                    selected={selected}
                    onToggleSelect={(id) => setSelected((s) => toggleSelectMail(s, id))}
                    onToggleStar={(id) => void actions.toggleStar(id)}
                    onOpen={(m) => void openMail(m)}
                  />
                )}
              </Stack>
            )}
          </Paper>
        </Grid.Col>
      </Grid>
      <ComposeModal opened={composing} onClose={() => setComposing(false)} onSend={send} />
    </Stack>
  );
}
