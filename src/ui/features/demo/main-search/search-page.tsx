import { Anchor, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import { hasAnyResult, searchGroups } from '../../../../domain/demo/main-search/main-search';
import { useUseCases } from '../../../app-context';
import { QueryView } from '../../../components/query-view';
import { mainSearchQueries } from './main-search.queries';
import { DemoPage, DemoSearchInput } from '../../../components/demo/demo-page';

/**
 * The main search as a page: the same groups (Pages, Files, Contacts, 4 results each) as the navbar's
 * dialog, from the same cache entry, with the text in the URL.
 */
export function SearchPage({ q }: { q: string }) {
  const { demo } = useUseCases();
  const navigate = useNavigate();
  const groups = useQuery(mainSearchQueries.groups(demo.mainSearch));
  const results = useMemo(() => searchGroups(groups.data ?? [], q), [groups.data, q]);
  return (
    <DemoPage titleId="mainSearch.page.title">
      <DemoSearchInput
        labelId="mainSearch.title"
        value={q}
        onChange={(value) => void navigate({ to: '/pages/search', search: { q: value }, replace: true })}
      />
      <QueryView query={groups}>
        {() =>
          q.trim() === '' ? (
            <Text c="dimmed">
              <FormattedMessage id="mainSearch.placeholder" />
            </Text>
          ) : !hasAnyResult(results) ? (
            <Text fw={600} role="status">
              <FormattedMessage id="mainSearch.noResult" />
            </Text>
          ) : (
            <SimpleGrid cols={{ base: 1, md: 3 }}>
              {results.map((group) => (
                <Paper key={group.id} withBorder p="md" data-testid={`search-group-${group.id}`}>
                  <Title order={2} size="h4" mb="xs">
                    <FormattedMessage id={`mainSearch.group.${group.id}`} />
                  </Title>
                  {group.items.length === 0 ? (
                    <Text size="sm" c="dimmed">
                      <FormattedMessage id="mainSearch.noResult" />
                    </Text>
                  ) : (
                    <Stack gap={6}>
                      {group.items.map((item) => (
                        <div key={item.id}>
                          {item.link ? (
                            <Anchor component={Link} to={item.link}>
                              {item.title}
                            </Anchor>
                          ) : (
                            <Text>{item.title}</Text>
                          )}
                          <Text size="xs" c="dimmed">
                            {item.detail}
                          </Text>
                        </div>
                      ))}
                      {group.truncated && (
                        <Text size="xs" c="dimmed">
                          <FormattedMessage id="mainSearch.page.more" />
                        </Text>
                      )}
                    </Stack>
                  )}
                </Paper>
              ))}
            </SimpleGrid>
          )
        }
      </QueryView>
    </DemoPage>
  );
}
