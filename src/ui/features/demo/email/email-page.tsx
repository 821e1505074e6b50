import { Stack } from '@mantine/core';
import { DemoAppColumns, DemoPage, DemoSearchInput } from '../../../components/demo/demo-page';
import { notifications } from '@mantine/notifications';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Email, MailDraft } from '../../../../domain/demo/mail/email.types';
import { selectAllMails, toggleSelectMail } from '../../../../domain/demo/mail/mail-actions';
import { searchMails } from '../../../../domain/demo/mail/mail-filter';
import { useUseCases } from '../../../app-context';
import { ErrorState, LoadingState } from '../../../components/query-view';
import { ComposeModal } from './compose-modal';
import { mailMutations } from './mail.mutations';
import { mailQueries } from './mail.queries';
import { MailList } from './mail-list';
import { MailSidebar } from './mail-sidebar';
import { MailToolbar } from './mail-toolbar';
import { MailView } from './mail-view';
import { withFeatureIntl } from '../../../components/feature-intl';
import { messages } from './messages';
import { useNotifyingMutation } from '../../../components/demo/use-notifying-mutation';

const route = getRouteApi('/_app/(demo)/email/$filter');

export const EmailPage = withFeatureIntl(messages, EmailScreen);

/** The mail changes of the screen: each shows at once, and a refusal is said and undone by the server's state. */
function useMailActions(filter: string) {
  const { mail } = useUseCases().demo;
  const client = useQueryClient();
  return {
    toggleStar: useNotifyingMutation(mailMutations.toggleStar(client, mail, filter)),
    move: useNotifyingMutation(mailMutations.move(client, mail, filter)),
    markUnread: useNotifyingMutation(mailMutations.markUnread(client, mail, filter)),
    toggleLabel: useNotifyingMutation(mailMutations.toggleLabel(client, mail, filter)),
    send: useNotifyingMutation(mailMutations.send(client, mail)),
  };
}

function EmailScreen() {
  const { filter } = route.useParams();
  const { demo } = useUseCases();
  const intl = useIntl();
  const remote = useQuery(mailQueries.list(demo.mail, filter));
  const actions = useMailActions(filter);
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
  const ids = selected;

  function openMail(mail: Email) {
    setOpenId(mail.id);
    if (mail.unread) actions.markUnread.mutate({ ids: [mail.id], value: false });
  }

  async function send(draft: MailDraft) {
    await actions.send.mutateAsync(draft);
    notifications.show({ color: 'green', message: intl.formatMessage({ id: 'email.sent' }) });
  }

  const unread = remote.data ? remote.data.filter((m) => m.unread).length : null;
  return (
    <DemoPage titleId="email.title">
      <DemoAppColumns side={<MailSidebar filter={filter} unread={unread} onCompose={() => setComposing(true)} />}>
        {open ? (
          <MailView mail={open} onBack={() => setOpenId(null)} />
        ) : (
          <Stack gap="sm">
            <DemoSearchInput labelId="email.search" value={query} onChange={setQuery} />
            <MailToolbar
              total={visible.length}
              selectedCount={selected.length}
              onSelectAll={(all) => setSelected(selectAllMails(visible, all))}
              onMove={(folder) => {
                setSelected([]);
                setOpenId(null);
                actions.move.mutate({ ids, value: folder });
              }}
              onMarkUnread={(unread) => {
                setSelected([]);
                actions.markUnread.mutate({ ids, value: unread });
              }}
              onToggleLabel={(label) => actions.toggleLabel.mutate({ ids, value: label })}
            />
            {remote.isError && <ErrorState error={remote.error} onRetry={() => void remote.refetch()} />}
            {!remote.data ? (
              !remote.isError && <LoadingState />
            ) : (
              <MailList
                items={visible}
                selected={selected}
                onToggle={(id) => setSelected((s) => toggleSelectMail(s, id))}
                onToggleStar={(id) => actions.toggleStar.mutate(id)}
                onOpen={openMail}
              />
            )}
          </Stack>
        )}
      </DemoAppColumns>
      <ComposeModal opened={composing} onClose={() => setComposing(false)} onSend={send} />
    </DemoPage>
  );
}
