import { Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AuditEntry, AuditedKind } from '../../../domain/audit/audit-entry';
import { useUseCases } from '../../app-context';
import { FeatureIntl } from '../feature-intl';
import { formatInstant } from '../format-freight';
import { PageQueryView } from '../query-view';
import { auditQueries } from '../../queries/audit.queries';
import { auditFieldLabel, auditValueText } from './audit-values';
import { messages } from '../../i18n/audit.messages';
import { TableHeadings } from '../table-headings';

const PAGE = 10;

/**
 * One audit entry: who did what when and, for a change, each field from what to what. `record` names the record
 * above it where entries of many records are listed together.
 */
const CHANGE_HEADINGS = ['audit.change.field', 'audit.change.from', 'audit.change.to'];

export function AuditEntryCard({ kind, entry, record }: { kind: AuditedKind; entry: AuditEntry; record?: ReactNode }) {
  const intl = useIntl();
  const when = formatInstant(intl.locale, entry.at);
  const action = intl.formatMessage({ id: `audit.action.${entry.action}` });
  return (
    <Paper withBorder p="sm" component="li" data-testid="audit-entry">
      {record}
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text fw={600} size="sm">
          <FormattedMessage id="audit.entry.by" values={{ action, name: entry.by.name }} />
        </Text>
        <Text size="sm" c="dimmed" component="time" dateTime={entry.at}>
          {when}
        </Text>
      </Group>
      {entry.action === 'update' || entry.action === 'transition' ? (
        <Table.ScrollContainer minWidth={320} mt="xs">
          <Table striped fz="sm" aria-label={intl.formatMessage({ id: 'audit.change.table' }, { when })} layout="fixed">
            <TableHeadings ids={CHANGE_HEADINGS} />
            <Table.Tbody>
              {entry.changes.map((change) => (
                <Table.Tr key={change.field}>
                  <Table.Td>{auditFieldLabel(intl, kind, change.field)}</Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>
                    {auditValueText(intl, kind, change.field, change.from)}
                  </Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>
                    {auditValueText(intl, kind, change.field, change.to)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
    </Paper>
  );
}

function History({ kind, recordId }: { kind: AuditedKind; recordId: string }) {
  const { audit } = useUseCases();
  const [shown, setShown] = useState(PAGE);
  const query = useQuery({ ...auditQueries.history(audit, kind, recordId, shown), placeholderData: keepPreviousData });
  return (
    <PageQueryView query={query} emptyTitle={<FormattedMessage id="audit.history.empty" />}>
      {({ items, total }, busy) => (
        <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-busy={busy}>
          {items.map((entry) => (
            <AuditEntryCard key={entry.id} kind={kind} entry={entry} />
          ))}
          {total > items.length ? (
            <Group component="li">
              <Button variant="subtle" onClick={() => setShown((n) => n + PAGE)} loading={query.isFetching}>
                <FormattedMessage id="audit.history.more" />
              </Button>
            </Group>
          ) : null}
        </Stack>
      )}
    </PageQueryView>
  );
}

/**
 * A record's history, newest first: who changed it when, and each field from what to what, in the reader's language.
 * Field names come from the texts of the record's own screens, so it is shown inside them.
 */
export function RecordHistory(props: { kind: AuditedKind; recordId: string }) {
  return (
    <FeatureIntl messages={messages}>
      <History {...props} />
    </FeatureIntl>
  );
}
