import { Tabs } from '@mantine/core';
import { IconForms, IconHistory } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { AuditedKind } from '../../../domain/audit/audit-entry';
import { FeatureIntl } from '../feature-intl';
import { messages } from '../../i18n/audit.messages';
import { RecordHistory } from './record-history';

/**
 * A saved record's screen in two tabs: its details and its History. The details stay mounted while the History is
 * open, so nothing typed is lost by looking at it; the History is read each time it is opened.
 */
export function RecordTabs({ kind, recordId, children }: { kind: AuditedKind; recordId: string; children: ReactNode }) {
  const [tab, setTab] = useState<string | null>('details');
  return (
    <FeatureIntl messages={messages}>
      <Tabs value={tab} onChange={setTab} keepMounted>
        <Tabs.List mb="md">
          <Tabs.Tab value="details" leftSection={<IconForms size={16} aria-hidden />}>
            <FormattedMessage id="audit.tab.details" />
          </Tabs.Tab>
          <Tabs.Tab value="history" leftSection={<IconHistory size={16} aria-hidden />}>
            <FormattedMessage id="audit.history.title" />
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="details">{children}</Tabs.Panel>
        <Tabs.Panel value="history">
          {tab === 'history' ? <RecordHistory kind={kind} recordId={recordId} /> : null}
        </Tabs.Panel>
      </Tabs>
    </FeatureIntl>
  );
}
