import { Alert, Button, Modal, Stack, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { searchGroups, type MainSearchItem } from '../../../../domain/demo/main-search/main-search';
import { useUseCases } from '../../../app-context';
import { errorText } from '../../../components/error-text';
import { mainSearchQueries } from './main-search.queries';

function ItemText({ item }: { item: { title: string; detail: string } }) {
  return (
    <>
      <Text size="sm" fw={500}>
        {item.title}
      </Text>
      <Text size="xs" c="dimmed">
        {item.detail}
      </Text>
    </>
  );
}

/** The main search's dialog, fetched on its first opening. */
export function MainSearchDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const intl = useIntl();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={intl.formatMessage({ id: 'mainSearch.title' })}
      size="lg"
      closeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'shell.close' }) }}
    >
      {opened && <MainSearchBody onDone={onClose} />}
    </Modal>
  );
}

function MainSearchBody({ onDone }: { onDone(): void }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { demo } = useUseCases();
  const data = useQuery(mainSearchQueries.groups(demo.mainSearch));
  const [text, setText] = useState('');
  const results = useMemo(() => searchGroups(data.data ?? [], text), [data.data, text]);
  const choose = (item: MainSearchItem) => {
    if (!item.link) return;
    onDone();
    void navigate({ to: item.link as '/' });
  };

  return (
    <Stack gap="md">
      <TextInput
        data-autofocus
        label={intl.formatMessage({ id: 'mainSearch.label' })}
        placeholder={intl.formatMessage({ id: 'mainSearch.placeholder' })}
        leftSection={<IconSearch size={16} />}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
      />
      {data.isError && (
        <Alert color="red" role="alert" title={intl.formatMessage({ id: 'mainSearch.loadError' })}>
          <Text size="sm" mb="xs">
            {errorText(intl, data.error)}
          </Text>
          <Button size="xs" variant="light" color="red" onClick={() => void data.refetch()}>
            <FormattedMessage id="common.retry" />
          </Button>
        </Alert>
      )}
      {text.trim() !== '' &&
        !data.isError &&
        results.map((group) => (
          <section key={group.id} aria-labelledby={`main-search-${group.id}`} data-testid={`main-search-${group.id}`}>
            <Title order={3} size="h6" id={`main-search-${group.id}`} tt="uppercase" c="dimmed" mb={4}>
              <FormattedMessage id={`mainSearch.group.${group.id}`} />
            </Title>
            {group.items.length === 0 ? (
              <Text size="sm">
                <FormattedMessage id="mainSearch.noResult" />
              </Text>
            ) : (
              <Stack gap={2} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {group.items.map((item) => (
                  <li key={item.id}>
                    {item.link ? (
                      <UnstyledButton onClick={() => choose(item)} w="100%" p={6} style={{ borderRadius: 6 }}>
                        <ItemText item={item} />
                      </UnstyledButton>
                    ) : (
                      <div style={{ padding: 6 }}>
                        <ItemText item={item} />
                      </div>
                    )}
                  </li>
                ))}
              </Stack>
            )}
          </section>
        ))}
    </Stack>
  );
}
