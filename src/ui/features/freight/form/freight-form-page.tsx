import { Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { FormattedMessage } from 'react-intl';
import { freightInputOf, type FreightInput, type FreightRecord } from '../../../../domain/freight/freight-record';
import { duplicateFreight, newFreightDraft } from '../../../../domain/freight/freight-record-builders';
import { useSession, useUseCases } from '../../../app-context';
import { QueryView } from '../../../components/query-view';
import { freightQueries } from '../../../queries/freight.queries';
import { FreightForm } from './freight-form';

/** New (optionally duplicated from `from`) or edit (`id`): the source record comes from the cache the route filled. */
export function FreightFormPage({ id, from }: { id?: string; from?: string }) {
  const { freight } = useUseCases();
  const session = useSession();
  const navigate = useNavigate();
  const sourceId = id ?? from;
  const source = useQuery({ ...freightQueries.detail(freight, sourceId ?? ''), enabled: sourceId !== undefined });
  const identity = { id: 'new', reference: '', at: '', by: { id: session?.userId ?? '', name: session?.name ?? '' } };
  const screen = (input: FreightInput, existing: FreightRecord | null) => (
    <Stack gap="md">
      <Title order={1} size="h2">
        {existing ? (
          <FormattedMessage id="freight.form.editTitle" values={{ reference: existing.reference }} />
        ) : (
          <FormattedMessage id="freight.form.newTitle" />
        )}
      </Title>
      <FreightForm
        key={existing?.id ?? from ?? 'new'}
        initial={input}
        existing={existing}
        onSaved={(saved) => void navigate({ to: '/freight/$id', params: { id: saved.id }, replace: !existing })}
        onCancel={() =>
          void (existing
            ? navigate({ to: '/freight/$id', params: { id: existing.id } })
            : navigate({ to: '/freight/list' }))
        }
      />
    </Stack>
  );
  if (!sourceId) return screen(freightInputOf(newFreightDraft(identity)), null);
  return (
    <QueryView query={source}>
      {(record) =>
        id ? screen(freightInputOf(record), record) : screen(freightInputOf(duplicateFreight(record, identity)), null)
      }
    </QueryView>
  );
}
