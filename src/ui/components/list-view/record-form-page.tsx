import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { AuditedKind } from '../../../domain/audit/audit-entry';
import { RecordTabs } from '../audit/record-tabs';

/**
 * A record's create or edit page: its title, then the blank form (id null) or, for an edit, the record's
 * details and history tabs around the form of the stored record.
 */
export function RecordFormPage({
  kind,
  id,
  titleIds,
  blankForm,
  storedForm,
}: {
  readonly kind: AuditedKind;
  readonly id: string | null;
  readonly titleIds: { readonly create: string; readonly edit: string };
  readonly blankForm: ReactNode;
  readonly storedForm: (id: string) => ReactNode;
}) {
  const intl = useIntl();
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {intl.formatMessage({ id: id ? titleIds.edit : titleIds.create })}
      </Title>
      {id ? (
        <RecordTabs kind={kind} recordId={id}>
          {storedForm(id)}
        </RecordTabs>
      ) : (
        blankForm
      )}
    </Stack>
  );
}
