import { Accordion, Text } from '@mantine/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { withFeatureIntl } from '../../../components/feature-intl';
import { messages } from './messages';
import { DemoPage, DemoSearchInput } from '../../../components/demo/demo-page';

const QUESTIONS = [1, 2, 3, 4, 5];

export const FaqPage = withFeatureIntl(messages, FaqScreen);

function FaqScreen() {
  const intl = useIntl();
  const [text, setText] = useState('');
  const needle = text.trim().toLowerCase();
  const shown = QUESTIONS.map((n) => ({
    n,
    q: intl.formatMessage({ id: `pages.faq.q${n}` }),
    a: intl.formatMessage({ id: `pages.faq.a${n}` }),
  })).filter(({ q, a }) => needle === '' || q.toLowerCase().includes(needle) || a.toLowerCase().includes(needle));
  return (
    <DemoPage titleId="pages.faq">
      <DemoSearchInput labelId="pages.faq.search" value={text} onChange={setText} />
      {shown.length === 0 ? (
        <Text c="dimmed">
          <FormattedMessage id="pages.faq.none" values={{ text }} />
        </Text>
      ) : (
        <Accordion variant="separated">
          {shown.map(({ n, q, a }) => (
            <Accordion.Item key={n} value={String(n)}>
              <Accordion.Control>{q}</Accordion.Control>
              <Accordion.Panel>{a}</Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
    </DemoPage>
  );
}
