import '@mantine/dropzone/styles.css';
import { Alert, Badge, Button, Group, List, Progress, Stack, Table, Text } from '@mantine/core';
import { Dropzone, type DropzoneProps, type FileRejection, type FileWithPath } from '@mantine/dropzone';
import { IconFileUpload, IconUpload, IconX } from '@tabler/icons-react';
import Papa from 'papaparse';
import { useEffect, useState } from 'react';
import { FormattedNumber } from 'react-intl';
import { DemoSection, useT } from '../shared/demo-section';

const MAX_BYTES = 2 * 1024 * 1024;

/** A drop zone for files up to 2 MB, hinted (and named) by `hintId`. */
function DropArea({
  hintId,
  ...dropzone
}: { hintId: string } & Pick<DropzoneProps, 'accept' | 'onDrop' | 'onReject' | 'multiple'>) {
  const t = useT();
  return (
    <Dropzone maxSize={MAX_BYTES} aria-label={t(hintId)} {...dropzone}>
      <Group justify="center" gap="md" mih={120} style={{ pointerEvents: 'none' }}>
        <Dropzone.Accept>
          <IconUpload size={40} aria-hidden />
        </Dropzone.Accept>
        <Dropzone.Reject>
          <IconX size={40} aria-hidden />
        </Dropzone.Reject>
        <Dropzone.Idle>
          <IconFileUpload size={40} aria-hidden />
        </Dropzone.Idle>
        <div>
          <Text size="lg">{t(hintId)}</Text>
          <Text size="sm" c="dimmed">
            {t('gallery.files.limit', { mb: 2 })}
          </Text>
        </div>
      </Group>
    </Dropzone>
  );
}

interface Upload {
  readonly file: FileWithPath;
  readonly progress: number;
}

export function FileUploaderDemo() {
  const t = useT();
  const [uploads, setUploads] = useState<readonly Upload[]>([]);
  const [rejected, setRejected] = useState<readonly FileRejection[]>([]);
  const busy = uploads.some((u) => u.progress < 100);
  useEffect(() => {
    if (!busy) return;
    // A simulated upload: there is no file server in the demo.
    const timer = window.setInterval(
      () => setUploads((list) => list.map((u) => ({ ...u, progress: Math.min(100, u.progress + 20) }))),
      250,
    );
    return () => window.clearInterval(timer);
  }, [busy]);
  return (
    <DemoSection titleId="gallery.files.upload">
      <DropArea
        hintId="gallery.files.dropAny"
        accept={['image/*', 'application/pdf', 'text/csv', 'text/plain']}
        onDrop={(files) => {
          setRejected([]);
          setUploads((list) => [...list, ...files.map((file) => ({ file, progress: 0 }))]);
        }}
        onReject={setRejected}
      />
      {rejected.length > 0 ? (
        <Alert color="red" title={t('gallery.files.rejected')}>
          <List size="sm">
            {rejected.map((r) => (
              <List.Item key={r.file.name}>
                {r.file.name}: {r.errors.map((e) => e.message).join(', ')}
              </List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
      {uploads.length === 0 ? (
        <Text c="dimmed">{t('gallery.files.none')}</Text>
      ) : (
        <Stack gap="xs">
          {uploads.map((u, i) => (
            <Group key={`${u.file.name}-${i}`} wrap="nowrap">
              <Text size="sm" flex={1} truncate="end">
                {u.file.name}
              </Text>
              <Text size="sm" c="dimmed">
                <FormattedNumber value={u.file.size / 1024} maximumFractionDigits={1} /> KB
              </Text>
              <Progress value={u.progress} w={120} aria-label={t('gallery.files.progress', { name: u.file.name })} />
              {u.progress === 100 ? <Badge color="teal">{t('gallery.files.done')}</Badge> : null}
            </Group>
          ))}
          <Button variant="default" w="fit-content" onClick={() => setUploads([])}>
            {t('gallery.files.clear')}
          </Button>
        </Stack>
      )}
    </DemoSection>
  );
}

export function ImportDemo() {
  const t = useT();
  const [rows, setRows] = useState<readonly Record<string, string>[]>([]);
  const [fields, setFields] = useState<readonly string[]>([]);
  const [errors, setErrors] = useState<readonly string[]>([]);
  const read = (file: File) => {
    Papa.parse<Record<string, string>>(file, {
      header: true,
      skipEmptyLines: true,
      complete: (result) => {
        setFields(result.meta.fields ?? []);
        setRows(result.data);
        setErrors(
          result.errors
            .slice(0, 5)
            .map((e) => t('gallery.files.parseError', { row: (e.row ?? 0) + 2, message: e.message })),
        );
      },
      error: (error) => setErrors([error.message]),
    });
  };
  return (
    <DemoSection titleId="gallery.files.importCsv">
      <DropArea
        hintId="gallery.files.dropCsv"
        accept={['text/csv', '.csv', 'text/plain']}
        multiple={false}
        onDrop={(files) => files[0] && read(files[0])}
      />
      {errors.length > 0 ? (
        <Alert color="orange" title={t('gallery.files.problems')}>
          <List size="sm">
            {errors.map((e) => (
              <List.Item key={e}>{e}</List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
      {rows.length > 0 ? (
        <>
          <Text size="sm">{t('gallery.files.imported', { count: rows.length })}</Text>
          <Table.ScrollContainer minWidth={500} mah={360}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  {fields.map((f) => (
                    <Table.Th key={f}>{f}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.slice(0, 50).map((row, i) => (
                  <Table.Tr key={i}>
                    {fields.map((f) => (
                      <Table.Td key={f}>{row[f]}</Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {rows.length > 50 ? (
            <Text size="sm" c="dimmed">
              {t('gallery.files.firstRows', { count: 50 })}
            </Text>
          ) : null}
        </>
      ) : (
        <Text c="dimmed">{t('gallery.files.importHint')}</Text>
      )}
    </DemoSection>
  );
}
