import '@mantine/core/styles.css';
import { Alert, Button, Code, Container, List, MantineProvider, Stack, Text, Title } from '@mantine/core';
import { IntlProvider, FormattedMessage } from 'react-intl';
import type { ConfigProblem } from '../../../config/env';
import { preferredLocale } from '../../../domain/shared/locale';
import { appTheme, cssVariablesResolver } from '../../theme';
import { messages } from './messages';

/**
 * Shown instead of the app when start-up fails, so an operator never faces a blank page. It does not
 * depend on the container (which may be what failed), only on the browser's language.
 */
export function StartupErrorScreen({ problems, error }: { problems?: readonly ConfigProblem[]; error?: unknown }) {
  const locale = preferredLocale(null, typeof navigator === 'undefined' ? [] : navigator.languages);
  return (
    <MantineProvider theme={appTheme} cssVariablesResolver={cssVariablesResolver}>
      <IntlProvider locale={locale === 'pt' ? 'pt-BR' : 'en-US'} messages={messages[locale]}>
        <Container size="sm" py="xl" component="main">
          <Stack>
            {problems ? (
              <Alert color="red" variant="light" role="alert" title={<FormattedMessage id="config.title" />}>
                <Text mb="sm">
                  <FormattedMessage id="config.body" />
                </Text>
                <List>
                  {problems.map((p) => (
                    <List.Item key={`${p.variable}:${p.problem}`}>
                      <FormattedMessage
                        id="config.problem"
                        values={{ variable: <Code>{p.variable}</Code>, problem: p.problem }}
                      />
                    </List.Item>
                  ))}
                </List>
              </Alert>
            ) : (
              <Alert color="red" variant="light" role="alert" title={<FormattedMessage id="startup.title" />}>
                <Stack gap="sm">
                  <Text>
                    <FormattedMessage id="startup.body" />
                  </Text>
                  {error instanceof Error ? <Code block>{error.message}</Code> : null}
                  <Button onClick={() => window.location.reload()} w="fit-content">
                    <FormattedMessage id="startup.reload" />
                  </Button>
                </Stack>
              </Alert>
            )}
            <Title order={1} size="h6" c="dimmed">
              FreightDesk
            </Title>
          </Stack>
        </Container>
      </IntlProvider>
    </MantineProvider>
  );
}
