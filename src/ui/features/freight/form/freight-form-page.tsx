import { Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useLeaveGuard } from '../../../components/leave-guard';
import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { toAppError } from '../../../../application/errors/app-error';
import {
  duplicateFreight,
  freightInputOf,
  newFreightDraft,
  type FreightInput,
  type FreightRecord,
} from '../../../../domain/freight/freight-record';
import { useSession, useUseCases } from '../../../app-context';
import { QueryView } from '../../../components/query-view';
import { freightMutations } from '../../../queries/freight.mutations';
import { freightQueries } from '../../../queries/freight.queries';
import { notifyFailure } from '../../../components/notify-failure';
import { FreightForm } from './freight-form';

interface Loaded {
  readonly input: FreightInput;
  readonly existing: FreightRecord | null;
}

/** New (optionally duplicated from `from`) or edit (`id`): the source record comes from the cache the route filled. */
export function FreightFormPage({ id, from }: { id?: string; from?: string }) {
  const { freight } = useUseCases();
  const session = useSession();
  const sourceId = id ?? from;
  const source = useQuery({ ...freightQueries.detail(freight, sourceId ?? ''), enabled: sourceId !== undefined });
  const by = { id: session?.userId ?? '', name: session?.name ?? '' };
  const identity = { id: 'new', reference: '', at: '', by };
  if (!sourceId) {
    const blank = { input: freightInputOf(newFreightDraft(identity)), existing: null };
    return <FormScreen key="new" loaded={blank} />;
  }
  return (
    <QueryView query={source}>
      {(record) => (
        <FormScreen
          key={sourceId}
          loaded={
            id
              ? { input: freightInputOf(record), existing: record }
              : { input: freightInputOf(duplicateFreight(record, identity)), existing: null }
          }
        />
      )}
    </QueryView>
  );
}

function FormScreen({ loaded }: { loaded: Loaded }) {
  const { freight } = useUseCases();
  const save_ = useMutation(freightMutations.save(useQueryClient(), freight));
  const intl = useIntl();
  const navigate = useNavigate();
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const [serverErrors, setServerErrors] = useState<Readonly<Record<string, string>>>({});
  const requestId = useRef(`req-${Math.random().toString(36).slice(2)}-${Date.now().toString(36)}`);
  const leaving = useRef(false);
  const leaveGuard = useLeaveGuard(() => dirty && !leaving.current, {
    title: intl.formatMessage({ id: 'freight.form.leaveTitle' }),
    body: intl.formatMessage({ id: 'freight.form.leaveBody' }),
  });
  const existing = loaded.existing;

  async function save(input: FreightInput) {
    if (saving) return;
    setSaving(true);
    try {
      const saved = await save_.mutateAsync(
        existing
          ? { id: existing.id, input, requestId: requestId.current, expectedUpdatedAt: existing.audit.updatedAt }
          : { id: null, input, requestId: requestId.current },
      );
      notifications.show({
        closeButtonProps: { 'aria-label': intl.formatMessage({ id: 'common.close' }) },
        color: 'green',
        message: intl.formatMessage({ id: 'freight.form.saved' }, { reference: saved.reference }),
      });
      leaving.current = true;
      await navigate({ to: '/freight/$id', params: { id: saved.id } });
    } catch (error) {
      const appError = toAppError(error);
      setServerErrors(appError.fieldErrors);
      notifyFailure(intl, appError);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {existing ? (
          <FormattedMessage id="freight.form.editTitle" values={{ reference: existing.reference }} />
        ) : (
          <FormattedMessage id="freight.form.newTitle" />
        )}
      </Title>
      <FreightForm
        initial={loaded.input}
        status={existing?.status ?? 'draft'}
        reference={existing?.reference ?? 'FR-2000-000001'}
        saving={saving}
        serverErrors={serverErrors}
        onChange={() => {
          setDirty(true);
          if (Object.keys(serverErrors).length > 0) setServerErrors({});
        }}
        onSubmit={(input) => void save(input)}
      />
      {leaveGuard}
    </Stack>
  );
}
