import { Anchor, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { hasAnyResult, searchGroups } from '../../../../domain/demo/main-search/main-search';
import { useUseCases } from '../../../app-context';
import { AsyncView } from '../../../components/async-view';
import { useAsync } from '../../../components/use-async';
import { withFeatureIntl } from '../../../components/feature-intl';
import { messages } from './messages';

/** The search page: the main-search groups (Pages, Files, Contacts), 4 results each. */
export const SearchPage = withFeatureIntl(messages, SearchScreen);

function SearchScreen({ q }: { q: string }) {
  const { demo } = useUseCases();
  const intl = useIntl();
  const navigate = useNavigate();
  const remote = useAsync((signal) => demo.mainSearch.load(signal), [demo]);
  const results = useMemo(() => searchGroups(remote.data ?? [], q), [remote.data, q]);
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        <FormattedMessage id="pages.search" />
      </Title>
      <TextInput
        leftSection={<IconSearch size={16} />}
        value={q}
        aria-label={intl.formatMessage({ id: 'pages.search.placeholder' })}
        placeholder={intl.formatMessage({ id: 'pages.search.placeholder' })}
        onChange={(e) => void navigate({ to: '/pages/search', search: { q: e.currentTarget.value }, replace: true })}
      />
      <AsyncView state={remote}>
        {() =>
          q.trim() === '' ? (
            <Text c="dimmed">
              <FormattedMessage id="pages.search.hint" />
            </Text>
          ) : !hasAnyResult(results) ? (
            <Text fw={600} role="status">
              <FormattedMessage id="pages.search.noResult" />
            </Text>
          ) : (
            <SimpleGrid cols={{ base: 1, md: 3 }}>
              {results.map((group) => (
                <Paper key={group.id} withBorder p="md" data-testid={`search-group-${group.id}`}>
                  <Title order={2} size="h4" mb="xs">
                    <FormattedMessage id={`pages.search.group.${group.id}`} />
                  </Title>
                  {group.items.length === 0 ? (
                    <Text size="sm" c="dimmed">
                      <FormattedMessage id="pages.search.noResult" />
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
                          <FormattedMessage id="pages.search.more" />
                        </Text>
                      )}
                    </Stack>
                  )}
                </Paper>
              ))}
            </SimpleGrid>
          )
        }
      </AsyncView>
    </Stack>
  );
}
