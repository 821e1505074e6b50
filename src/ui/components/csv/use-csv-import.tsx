import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { IconFileUpload } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { ImportAttempt } from '../../queries/master-record.mutations';
import type { CsvImportSpec } from './csv-import';
import { CsvImportModal } from './csv-import-modal';

/**
 * A list's "Import CSV" button and its dialog; says how many records came in. The resource's import
 * mutation marks its lists out of date, so the list on screen shows the new rows.
 */
export function useCsvImport<R>(options: {
  readonly title: string;
  readonly spec: CsvImportSpec<R>;
  readonly mutation: UseMutationOptions<{ readonly created: number }, Error, ImportAttempt<R>>;
}): { readonly button: ReactNode; readonly dialog: ReactNode } {
  const intl = useIntl();
  const [opened, setOpened] = useState(false);
  const importRows = useMutation(options.mutation);
  return {
    button: (
      <Button variant="default" leftSection={<IconFileUpload size={16} aria-hidden />} onClick={() => setOpened(true)}>
        {intl.formatMessage({ id: 'csvImport.open' })}
      </Button>
    ),
    dialog: (
      <CsvImportModal
        opened={opened}
        onClose={() => setOpened(false)}
        title={options.title}
        spec={options.spec}
        apply={(rows, requestId) => importRows.mutateAsync({ rows, requestId })}
        onImported={(count) =>
          notifications.show({ color: 'green', message: intl.formatMessage({ id: 'csvImport.done' }, { count }) })
        }
      />
    ),
  };
}
