import { Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
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
import { AsyncView } from '../../../components/async-view';
import { notifyFailure } from '../../../components/notify-failure';
import { useAsync } from '../../../components/use-async';
import { FreightForm } from './freight-form';

interface Loaded {
  readonly input: FreightInput;
  readonly existing: FreightRecord | null;
}

/** New (optionally duplicated from `from`) or edit (`id`). */
export function FreightFormPage({ id, from }: { id?: string; from?: string }) {
  const { freight } = useUseCases();
  const session = useSession();
  const by = { id: session?.userId ?? '', name: session?.name ?? '' };
  const remote = useAsync(
    async (signal): Promise<Loaded> => {
      if (id) {
        const existing = await freight.get(id, signal);
        return { input: freightInputOf(existing), existing };
      }
      const blank = newFreightDraft({ id: 'new', reference: '', at: '', by });
      if (!from) return { input: freightInputOf(blank), existing: null };
      const source = await freight.get(from, signal);
      return {
        input: freightInputOf(duplicateFreight(source, { id: 'new', reference: '', at: '', by })),
        existing: null,
      };
    },
    [id, from],
  );
  return <AsyncView state={remote}>{(loaded) => <FormScreen key={id ?? from ?? 'new'} loaded={loaded} />}</AsyncView>;
}

function FormScreen({ loaded }: { loaded: Loaded }) {
  const { freight } = useUseCases();
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
      const saved = existing
        ? await freight.save(existing.id, input, { expectedUpdatedAt: existing.audit.updatedAt })
        : await freight.save(null, input, { requestId: requestId.current });
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
