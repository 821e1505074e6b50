import { Button, Group, List, Modal, Progress, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  mayPassOnRetry,
  runInBatches,
  type BulkProgress,
  type BulkRunOutcome,
} from '../../../../application/freight/freight-bulk-run';
import type { TransitionDetails } from '../../../../application/ports/freight-repository.port';
import type { FreightAction } from '../../../../domain/freight/freight-lifecycle';
import { useUseCases } from '../../../app-context';
import { freightKeys } from '../../../queries/freight.queries';
import { bulkRefusalText } from './bulk-refusal-text';

/** The refusals listed by name; a longer report says how many more there are. */
const LISTED = 100;

export interface BulkRunRequest {
  readonly ids: readonly string[];
  readonly action: FreightAction;
  readonly details?: TransitionDetails;
}

/**
 * Runs one confirmed bulk status change in batches, with a progress bar and a way to stop between batches, then
 * reports per shipment what was refused and why, offering to retry the refused ones (and to send those a stop left
 * out). A run with nothing refused closes itself with a notice.
 */
export function BulkRunDialog({ request, onFinished }: { request: BulkRunRequest; onFinished: () => void }) {
  const intl = useIntl();
  const { freight } = useUseCases();
  const client = useQueryClient();
  const [progress, setProgress] = useState<BulkProgress>({
    done: 0,
    total: request.ids.length,
    updated: 0,
    refused: [],
  });
  const [outcome, setOutcome] = useState<BulkRunOutcome | null>(null);
  const [stopping, setStopping] = useState(false);
  const stop = useRef(false);
  const started = useRef(false);

  const start = async (ids: readonly string[]) => {
    stop.current = false;
    setStopping(false);
    setOutcome(null);
    setProgress({ done: 0, total: new Set(ids).size, updated: 0, refused: [] });
    const result = await runInBatches(
      (batch) => freight.changeStatusMany(batch, request.action, request.details),
      ids,
      { onProgress: setProgress, stopRequested: () => stop.current },
    );
    await client.invalidateQueries({ queryKey: freightKeys.all });
    if (result.refused.length === 0 && !result.stopped) {
      notifications.show({
        closeButtonProps: { 'aria-label': intl.formatMessage({ id: 'common.close' }) },
        color: 'green',
        message: intl.formatMessage({ id: 'freight.list.bulkDone' }, { updated: result.updated, refused: 0 }),
      });
      onFinished();
    } else setOutcome(result);
  };

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void start(request.ids);
    // One run per confirmed request; later runs (retry, the rest) are started by the person.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const running = outcome === null;
  // Only what another try may get past is offered again; a refusal by the rules would only be refused again.
  const retryable = outcome?.refused.filter(mayPassOnRetry) ?? [];
  const title = running
    ? intl.formatMessage({ id: 'freight.bulk.progressTitle' }, { count: progress.total })
    : outcome.refused.length > 0
      ? intl.formatMessage({ id: 'freight.bulk.reportTitle' }, { count: outcome.refused.length })
      : intl.formatMessage({ id: 'freight.bulk.doneTitle' });
  const percent = progress.total === 0 ? 100 : Math.round((progress.done / progress.total) * 100);
  return (
    <Modal
      opened
      onClose={() => {
        if (!running) onFinished();
      }}
      title={title}
      withCloseButton={!running}
      closeOnEscape={!running}
      closeOnClickOutside={!running}
      closeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'common.close' }) }}
    >
      {running ? (
        <Stack gap="sm" data-testid="bulk-progress">
          <Progress
            value={percent}
            aria-label={intl.formatMessage({ id: 'freight.bulk.progressLabel' })}
            size="lg"
            animated
          />
          <Text size="sm" aria-live="polite">
            <FormattedMessage id="freight.bulk.progress" values={{ done: progress.done, total: progress.total }} />
          </Text>
          <Group justify="flex-end">
            <Button
              variant="default"
              disabled={stopping}
              onClick={() => {
                stop.current = true;
                setStopping(true);
              }}
            >
              <FormattedMessage id={stopping ? 'freight.bulk.stopping' : 'freight.bulk.stop'} />
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="sm" data-testid="bulk-report">
          <Text size="sm">
            <FormattedMessage
              id="freight.list.bulkDone"
              values={{ updated: outcome.updated, refused: outcome.refused.length }}
            />
          </Text>
          {outcome.notSent.length > 0 ? (
            <Text size="sm" data-testid="bulk-not-sent">
              <FormattedMessage id="freight.bulk.notSent" values={{ count: outcome.notSent.length }} />
            </Text>
          ) : null}
          {outcome.refused.length > 0 ? (
            <List
              spacing="xs"
              size="sm"
              data-testid="bulk-refusals"
              mah={320}
              style={{ overflowY: 'auto' }}
              tabIndex={0}
            >
              {outcome.refused.slice(0, LISTED).map((refused) => (
                <List.Item key={refused.id}>
                  <Text span ff="monospace" fw={600}>
                    {refused.reference || refused.id}
                  </Text>
                  : {bulkRefusalText(intl, refused)}
                </List.Item>
              ))}
            </List>
          ) : null}
          {outcome.refused.length > LISTED ? (
            <Text size="sm" c="dimmed">
              <FormattedMessage id="freight.bulk.moreRefused" values={{ count: outcome.refused.length - LISTED }} />
            </Text>
          ) : null}
          <Group justify="flex-end" gap="xs">
            {outcome.notSent.length > 0 ? (
              <Button variant="default" onClick={() => void start(outcome.notSent)}>
                <FormattedMessage id="freight.bulk.sendRest" values={{ count: outcome.notSent.length }} />
              </Button>
            ) : null}
            {retryable.length > 0 ? (
              <Button variant="light" onClick={() => void start(retryable.map((r) => r.id))}>
                <FormattedMessage id="freight.bulk.retry" values={{ count: retryable.length }} />
              </Button>
            ) : null}
            <Button onClick={onFinished}>
              <FormattedMessage id="common.close" />
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
