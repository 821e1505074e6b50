import { Alert, Button, FileButton, Group, List, Loader, Modal, Stack, Table, Text } from '@mantine/core';
import { IconFileImport } from '@tabler/icons-react';
import { useRef, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { NfeImportResult, NfeRefusal } from '../../../../../application/freight/nfe-import';
import type { NfeDocument } from '../../../../../domain/trade/nfe/nfe-document';
import type { FillProposal } from '../../../../../domain/trade/nfe/nfe-invoice-fill';
import { volumeTotals, type NfeReconciliation } from '../../../../../domain/trade/nfe/nfe-reconciliation';
import { useUseCases } from '../../../../app-context';
import { errorText } from '../../../../components/error-text';
import { FeatureIntl } from '../../../../components/feature-intl';
import { AnchorLink } from '../../../../components/router-links';
import { useLocale } from '../../../../i18n/i18n-provider';
import type { FreightFormApi } from '../freight-form-api';
import { lineToFormValues } from '../freight-form-from-record';
import { readForm } from '../freight-form-read';
import { differenceFigure, documentKeyText, refusalText } from './nfe-texts';
import { messages } from './nfe.messages';

/** What the last import showed: nothing, a failure, the refusals, the filled lines or the reconciliation. */
type Shown =
  | null
  | { readonly kind: 'failed'; readonly reason: string }
  | { readonly kind: 'refused'; readonly names: readonly string[]; readonly refusals: readonly NfeRefusal[] }
  | {
      readonly kind: 'filled';
      readonly documents: readonly NfeDocument[];
      readonly proposal: FillProposal;
      readonly packages: { readonly nfe: number; readonly before: string; readonly taken: boolean } | null;
    }
  | {
      readonly kind: 'reconciled';
      readonly documents: readonly NfeDocument[];
      readonly reconciliation: NfeReconciliation;
    };

function Keys({ documents }: { documents: readonly NfeDocument[] }) {
  const intl = useIntl();
  return (
    <Stack gap={2} data-testid="nfe-keys">
      <Text size="sm" fw={600}>
        <FormattedMessage id="freight.nfe.keys" values={{ count: documents.length }} />
      </Text>
      {documents.map((doc) => (
        <Text key={doc.key} size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
          {documentKeyText(intl, doc)}
        </Text>
      ))}
    </Stack>
  );
}

function Refused({
  names,
  refusals,
  onClose,
}: {
  names: readonly string[];
  refusals: readonly NfeRefusal[];
  onClose: () => void;
}) {
  const intl = useIntl();
  const files = [...new Set(refusals.map((r) => r.file))];
  return (
    <Alert
      color="red"
      role="alert"
      data-testid="nfe-refused"
      title={intl.formatMessage({ id: 'freight.nfe.refusedTitle' }, { count: refusals.length })}
      withCloseButton
      closeButtonLabel={intl.formatMessage({ id: 'freight.nfe.dismiss' })}
      onClose={onClose}
    >
      <Stack gap="xs">
        {files.map((file) => (
          <div key={file ?? 'all'}>
            <Text size="sm" fw={600}>
              {file === null
                ? intl.formatMessage({ id: 'freight.nfe.allFiles' })
                : intl.formatMessage({ id: 'freight.nfe.file' }, { name: names[file] ?? String(file + 1) })}
            </Text>
            <List size="sm">
              {refusals
                .filter((r) => r.file === file)
                .map((r, i) => (
                  <List.Item key={i} data-code={r.problem.code}>
                    {refusalText(intl, r)}
                  </List.Item>
                ))}
            </List>
          </div>
        ))}
      </Stack>
    </Alert>
  );
}

function Filled({ shown, onClose }: { shown: Extract<Shown, { kind: 'filled' }>; onClose: () => void }) {
  const intl = useIntl();
  const { proposal, documents, packages } = shown;
  return (
    <Alert
      color="teal"
      data-testid="nfe-filled"
      title={intl.formatMessage({ id: 'freight.nfe.filledTitle' }, { count: proposal.lines.length })}
      withCloseButton
      closeButtonLabel={intl.formatMessage({ id: 'freight.nfe.dismiss' })}
      onClose={onClose}
    >
      <Stack gap="xs">
        <Text size="sm">
          <FormattedMessage id="freight.nfe.filledBody" />
        </Text>
        {packages ? (
          <Text size="sm" data-testid="nfe-packages">
            <FormattedMessage
              id={packages.taken ? 'freight.nfe.packagesFilled' : 'freight.nfe.packagesKept'}
              values={{ count: packages.nfe, before: packages.before }}
            />
          </Text>
        ) : null}
        <Keys documents={documents} />
        {proposal.unmatched.length > 0 ? (
          <div data-testid="nfe-unmatched">
            <Text size="sm" fw={600}>
              <FormattedMessage id="freight.nfe.unmatchedTitle" values={{ count: proposal.unmatched.length }} />
            </Text>
            <List size="sm" spacing={4}>
              {proposal.unmatched.map((item) => (
                <List.Item key={item.line}>
                  <FormattedMessage id="freight.nfe.unmatched" values={{ ...item }} />{' '}
                  {item.sameNcm > 1 ? (
                    <FormattedMessage id="freight.nfe.unmatchedAmbiguous" values={{ count: item.sameNcm }} />
                  ) : (
                    <AnchorLink
                      to="/product/new"
                      target="_blank"
                      size="sm"
                      title={intl.formatMessage({ id: 'freight.nfe.createProductHint' })}
                    >
                      <FormattedMessage id="freight.nfe.createProduct" values={{ code: item.code }} />
                    </AnchorLink>
                  )}
                </List.Item>
              ))}
            </List>
          </div>
        ) : null}
      </Stack>
    </Alert>
  );
}

function Reconciled({ shown, onClose }: { shown: Extract<Shown, { kind: 'reconciled' }>; onClose: () => void }) {
  const intl = useIntl();
  const { reconciliation, documents } = shown;
  const t = (id: string, values?: Record<string, number>) => intl.formatMessage({ id }, values);
  return (
    <Modal opened onClose={onClose} title={t('freight.nfe.reconcileTitle')} size="xl">
      <Stack gap="md">
        <Keys documents={documents} />
        {reconciliation.agrees ? (
          <Alert color="teal" data-testid="nfe-agrees">
            <FormattedMessage id="freight.nfe.agrees" />
          </Alert>
        ) : (
          <>
            <Alert color="yellow" data-testid="nfe-differs">
              <FormattedMessage id="freight.nfe.differs" values={{ count: reconciliation.differences.length }} />
            </Alert>
            <Table.ScrollContainer minWidth={420}>
              <Table striped data-testid="nfe-differences">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('freight.nfe.col.line')}</Table.Th>
                    <Table.Th>{t('freight.nfe.col.field')}</Table.Th>
                    <Table.Th>{t('freight.nfe.col.nfe')}</Table.Th>
                    <Table.Th>{t('freight.nfe.col.invoice')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {reconciliation.differences.map((d, i) => (
                    <Table.Tr key={i} data-field={d.field}>
                      <Table.Td>{d.line ?? t('freight.nfe.totals')}</Table.Td>
                      <Table.Td>{t(`freight.nfe.field.${d.field}`)}</Table.Td>
                      <Table.Td>{differenceFigure(intl, d.field, d.nfe)}</Table.Td>
                      <Table.Td>{differenceFigure(intl, d.field, d.invoice)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </>
        )}
        <Button w="fit-content" variant="default" onClick={onClose}>
          <FormattedMessage id="freight.nfe.dismiss" />
        </Button>
      </Stack>
    </Modal>
  );
}

/** The files' texts, read in the browser: nothing is uploaded anywhere. */
function readTexts(files: readonly File[]): Promise<string[]> {
  return Promise.all(files.map((file) => file.text()));
}

function ImportControl({ form, locked, children }: { form: FreightFormApi; locked: boolean; children: ReactNode }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const { freight } = useUseCases();
  const [reading, setReading] = useState(false);
  const [shown, setShown] = useState<Shown>(null);
  const reset = useRef<() => void>(null);

  const fill = (result: Extract<NfeImportResult, { ok: true }>, proposal: FillProposal) => {
    const values = form.getValues();
    const lines = proposal.lines.map((line, i) =>
      lineToFormValues({ ...line, id: `l${i + 1}` }, values.currency, locale),
    );
    form.setFieldValue('lines', lines);
    // The volumes' count replaces the package count only if the person has not typed one in this form.
    const nfe = volumeTotals(result.documents).packages;
    const taken = nfe > 0 && !form.isDirty('packages');
    if (taken) form.setFieldValue('packages', String(nfe));
    const packages = nfe > 0 && String(nfe) !== values.packages ? { nfe, before: values.packages, taken } : null;
    setShown({ kind: 'filled', documents: result.documents, proposal, packages });
  };

  const onFiles = async (files: File[]) => {
    reset.current?.();
    if (files.length === 0) return;
    setReading(true);
    setShown(null);
    try {
      const texts = await readTexts(files);
      const result = await freight.importNfe(texts, readForm(form.getValues(), locale).input);
      if (!result.ok) setShown({ kind: 'refused', names: files.map((f) => f.name), refusals: result.refusals });
      else if (result.outcome.kind === 'fill') fill(result, result.outcome.proposal);
      else setShown({ kind: 'reconciled', documents: result.documents, reconciliation: result.outcome.reconciliation });
    } catch (failure) {
      setShown({ kind: 'failed', reason: errorText(intl, failure) });
    } finally {
      setReading(false);
    }
  };

  const close = () => setShown(null);
  const hasLines = form.getValues().lines.length > 0;
  // A booked invoice can still be compared with its NF-e, but not filled.
  const offered = !locked || hasLines;
  return (
    <>
      <Group gap="sm" wrap="wrap" align="center">
        {children}
        {offered ? (
          <FileButton
            multiple
            accept=".xml,text/xml,application/xml"
            onChange={(files) => void onFiles(files)}
            resetRef={reset}
            inputProps={{ 'aria-label': intl.formatMessage({ id: 'freight.nfe.import' }) }}
          >
            {(props) => (
              <Button
                {...props}
                variant="default"
                w="fit-content"
                loading={reading}
                leftSection={<IconFileImport size={16} aria-hidden />}
                title={intl.formatMessage({ id: 'freight.nfe.importHint' })}
              >
                <FormattedMessage id="freight.nfe.import" />
              </Button>
            )}
          </FileButton>
        ) : null}
        {reading ? (
          <Group gap={6} role="status" data-testid="nfe-reading">
            <Loader size="xs" />
            <Text size="sm" c="dimmed">
              <FormattedMessage id="freight.nfe.reading" />
            </Text>
          </Group>
        ) : null}
      </Group>
      {shown?.kind === 'failed' ? (
        <Alert color="red" role="alert" withCloseButton onClose={close}>
          <FormattedMessage id="freight.nfe.failed" values={{ reason: shown.reason }} />
        </Alert>
      ) : null}
      {shown?.kind === 'refused' ? <Refused names={shown.names} refusals={shown.refusals} onClose={close} /> : null}
      {shown?.kind === 'filled' ? <Filled shown={shown} onClose={close} /> : null}
      {shown?.kind === 'reconciled' ? <Reconciled shown={shown} onClose={close} /> : null}
    </>
  );
}

/**
 * "Import NF-e (XML)" beside the lines' own buttons (`children`): fills an empty invoice from the NF-e, or compares
 * the NF-e with the lines there are, or lists why the files were refused. The reader comes only when a file does.
 */
export function NfeImport(props: { form: FreightFormApi; locked: boolean; children: ReactNode }) {
  return (
    <FeatureIntl messages={messages}>
      <ImportControl {...props} />
    </FeatureIntl>
  );
}
