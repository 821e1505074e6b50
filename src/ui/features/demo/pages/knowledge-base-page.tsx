import { Card, List, SimpleGrid, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { withFeatureIntl } from '../../../components/feature-intl';
import { messages } from './messages';
import { DemoPage, DemoSearchInput } from '../../../components/demo/demo-page';

// Article titles are reference material kept in English, as the team's operating manuals are.
const CATEGORIES: readonly { title: string; articles: readonly string[] }[] = [
  {
    title: 'Export documents',
    articles: ['Commercial invoice checklist', 'Certificate of origin', 'Packing list layout', 'Export licence basics'],
  },
  { title: 'Incoterms', articles: ['CIF vs FOB', 'When to quote DAP', 'EXW pitfalls'] },
  { title: 'Air freight', articles: ['Reading an air waybill', 'Chargeable weight', 'Dangerous goods by air'] },
  {
    title: 'Ocean freight',
    articles: ['Booking a container', 'Demurrage and detention', 'Reefer set points', 'VGM rules'],
  },
  { title: 'Customs', articles: ['Duties and taxes (DTU/DTP)', 'Customs holds', 'HS codes'] },
  { title: 'Using FreightDesk', articles: ['Roles and permissions', 'Bookmarks and search', 'Printing an invoice'] },
];

export const KnowledgeBasePage = withFeatureIntl(messages, KnowledgeBaseScreen);

function KnowledgeBaseScreen() {
  const [text, setText] = useState('');
  const needle = text.trim().toLowerCase();
  const shown = CATEGORIES.map((c) => ({
    ...c,
    articles: c.articles.filter(
      (a) => needle === '' || a.toLowerCase().includes(needle) || c.title.toLowerCase().includes(needle),
    ),
  })).filter((c) => c.articles.length > 0);
  return (
    <DemoPage titleId="pages.kb">
      <DemoSearchInput labelId="pages.kb.search" value={text} onChange={setText} />
      {shown.length === 0 && (
        <Text c="dimmed">
          <FormattedMessage id="pages.kb.none" />
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {shown.map((c) => (
          <Card key={c.title} withBorder>
            <Title order={2} size="h4">
              {c.title}
            </Title>
            <Text size="xs" c="dimmed" mb="xs">
              <FormattedMessage id="pages.kb.articles" values={{ count: c.articles.length }} />
            </Text>
            <List size="sm">
              {c.articles.map((a) => (
                <List.Item key={a}>{a}</List.Item>
              ))}
            </List>
          </Card>
        ))}
      </SimpleGrid>
    </DemoPage>
  );
}
