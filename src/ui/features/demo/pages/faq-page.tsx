import { Accordion, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { withFeatureIntl } from '../../../components/feature-intl';
import { messages } from './messages';

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
    <Stack gap="md">
      <Title order={1} size="h2">
        <FormattedMessage id="pages.faq" />
      </Title>
      <TextInput
        leftSection={<IconSearch size={16} />}
        aria-label={intl.formatMessage({ id: 'pages.faq.search' })}
        placeholder={intl.formatMessage({ id: 'pages.faq.search' })}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
      />
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
    </Stack>
  );
}
