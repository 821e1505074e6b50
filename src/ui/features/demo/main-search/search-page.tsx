import { Anchor, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { hasAnyResult, searchGroups } from '../../../../domain/demo/main-search/main-search';
import { useUseCases } from '../../../app-context';
import { QueryView } from '../../../components/query-view';
import { mainSearchQueries } from './main-search.queries';

/**
 * The main search as a page: the same groups (Pages, Files, Contacts, 4 results each) as the navbar's
 * dialog, from the same cache entry, with the text in the URL.
 */
export function SearchPage({ q }: { q: string }) {
  const { demo } = useUseCases();
  const intl = useIntl();
  const navigate = useNavigate();
  const groups = useQuery(mainSearchQueries.groups(demo.mainSearch));
  const results = useMemo(() => searchGroups(groups.data ?? [], q), [groups.data, q]);
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        <FormattedMessage id="mainSearch.page.title" />
      </Title>
      <TextInput
        leftSection={<IconSearch size={16} />}
        value={q}
        aria-label={intl.formatMessage({ id: 'mainSearch.title' })}
        placeholder={intl.formatMessage({ id: 'mainSearch.title' })}
        onChange={(e) => void navigate({ to: '/pages/search', search: { q: e.currentTarget.value }, replace: true })}
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
    </Stack>
  );
}
