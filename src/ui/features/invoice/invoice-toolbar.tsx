import { Button, Group, SegmentedControl } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { DocumentLanguage } from '../../../domain/freight/freight-labels';

/** Print and language switch above the sheet; hidden when printing. */
export function InvoiceToolbar({
  language,
  onLanguage,
  children,
}: {
  language: DocumentLanguage;
  onLanguage: (l: DocumentLanguage) => void;
  children?: ReactNode;
}) {
  const intl = useIntl();
  return (
    <Group className="fd-invoice-toolbar" justify="space-between" mb="md">
      <Group gap="xs">{children}</Group>
      <Group gap="xs">
        <SegmentedControl
          aria-label={intl.formatMessage({ id: 'invoice.language' })}
          value={language}
          onChange={(v) => onLanguage(v === 'pt' ? 'pt' : 'en')}
          data={[
            { value: 'en', label: 'English' },
            { value: 'pt', label: 'Português' },
          ]}
        />
        <Button leftSection={<IconPrinter size={16} aria-hidden />} onClick={() => window.print()}>
          <FormattedMessage id="invoice.print" />
        </Button>
      </Group>
    </Group>
  );
}
