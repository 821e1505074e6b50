import { Alert, Button, FileInput, Group, List, Modal, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { IconFileUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { toAppError } from '../../../application/errors/app-error';
import { errorText, fieldErrorText } from '../error-text';
import { newRequestId } from '../request-id';
import { headerFromText } from '../sheet/sheet-headers';
import { XLSX_TYPE } from '../sheet/xlsx-client';
import { checkImportFile, type CsvImportSpec, type ImportCheck, type RowProblem } from './csv-import';

interface CsvImportModalProps<R> {
  readonly opened: boolean;
  readonly onClose: () => void;
  readonly title: string;
  readonly spec: CsvImportSpec<R>;
  /** `requestId`: one per checked file, the same for each retry of its import. */
  readonly apply: (rows: readonly R[], requestId: string) => Promise<{ readonly created: number }>;
  readonly onImported: (created: number) => void;
}

const PREVIEW_ROWS = 5;
const SHOWN_PROBLEMS = 50;

/** Every row's problems (the first fifty), as an alert; nothing when the file has none. */
function ImportProblems({ problems }: { readonly problems: readonly RowProblem[] }) {
  const intl = useIntl();
  if (problems.length === 0) return null;
  const describe = (p: RowProblem) =>
    intl.formatMessage(
      { id: 'csvImport.problem' },
      {
        row: p.row,
        field: p.field,
        message: fieldErrorText(intl, p.code),
      },
    );
  return (
    <Alert
      color="red"
      variant="light"
      title={intl.formatMessage({ id: 'csvImport.problems' }, { count: problems.length })}
      role="alert"
    >
      <List size="sm" data-testid="csv-import-problems">
        {problems.slice(0, SHOWN_PROBLEMS).map((p) => (
          <List.Item key={`${p.row}-${p.field}`}>{describe(p)}</List.Item>
        ))}
      </List>
    </Alert>
  );
}

/** Pick a file, see a preview and every row's problems, then apply all rows or none. */
export function CsvImportModal<R>(props: CsvImportModalProps<R>) {
  const intl = useIntl();
  const [file, setFile] = useState<File | null>(null);
  const [check, setCheck] = useState<(ImportCheck<R> & { readonly requestId: string }) | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const close = () => {
    setFile(null);
    setCheck(null);
    setFailure(null);
    props.onClose();
  };
  const pick = async (picked: File | null) => {
    setFile(picked);
    setFailure(null);
    const headers = [...props.spec.columns, ...(props.spec.optionalColumns ?? [])];
    const checked = picked ? await checkImportFile(picked, props.spec, headerFromText(intl, headers)) : null;
    // A file picked (again) is a new import attempt; retries of its import keep this id.
    setCheck(checked ? { ...checked, requestId: newRequestId() } : null);
  };
  const apply = async () => {
    if (!check || check.problems.length > 0) return;
    setBusy(true);
    setFailure(null);
    try {
      const { created } = await props.apply(check.rows, check.requestId);
      props.onImported(created);
      close();
    } catch (error) {
      const appError = toAppError(error);
      const serverProblems = Object.entries(appError.fieldErrors).map(([key, code]): RowProblem => {
        const [, row, field] = key.split('.');
        return { row: Number(row) || 0, field: field ?? key, code };
      });
      if (serverProblems.length > 0) setCheck({ ...check, problems: serverProblems });
      else setFailure(errorText(intl, appError));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      opened={props.opened}
      onClose={close}
      title={props.title}
      size="xl"
      closeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'common.close' }) }}
    >
      <Stack gap="md">
        <Text size="sm">
          {intl.formatMessage({ id: 'csvImport.hint' }, { columns: props.spec.columns.join(', ') })}
        </Text>
        <FileInput
          label={intl.formatMessage({ id: 'csvImport.file' })}
          placeholder={intl.formatMessage({ id: 'csvImport.choose' })}
          accept={`.csv,text/csv,.xlsx,${XLSX_TYPE}`}
          value={file}
          onChange={(f) => void pick(f)}
          leftSection={<IconFileUpload size={16} aria-hidden />}
          clearable
          clearButtonProps={{ 'aria-label': intl.formatMessage({ id: 'csvImport.clear' }) }}
          data-testid="csv-import-file"
        />
        {check ? (
          <>
            <Text size="sm" data-testid="csv-import-count">
              {intl.formatMessage({ id: 'csvImport.count' }, { count: check.rows.length + check.badRows })}
            </Text>
            {check.preview.length > 0 ? (
              <ScrollArea type="auto">
                <Table withTableBorder fz="xs" aria-label={intl.formatMessage({ id: 'csvImport.preview' })}>
                  <Table.Thead>
                    <Table.Tr>
                      {props.spec.previewColumns.map((c) => (
                        <Table.Th key={c}>{c}</Table.Th>
                      ))}
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {check.preview.slice(0, PREVIEW_ROWS).map((row, i) => (
                      <Table.Tr key={i}>
                        {props.spec.previewColumns.map((c) => (
                          <Table.Td key={c}>{row[c] ?? ''}</Table.Td>
                        ))}
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </ScrollArea>
            ) : null}
            <ImportProblems problems={check.problems} />
          </>
        ) : null}
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={busy}>
            {intl.formatMessage({ id: 'common.cancel' })}
          </Button>
          <Button
            onClick={() => void apply()}
            loading={busy}
            disabled={!check || check.rows.length === 0 || check.problems.length > 0}
          >
            {intl.formatMessage({ id: 'csvImport.apply' }, { count: check?.rows.length ?? 0 })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
