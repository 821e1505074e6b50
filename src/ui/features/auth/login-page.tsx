import { Center, Paper, Title } from '@mantine/core';
import { FormattedMessage } from 'react-intl';

/** Unfinished: the sign-in issue (#4) builds the form, the login machine and the adapters here. */
export function LoginPage() {
  return (
    <Center mih="80dvh" p="md">
      <Paper withBorder p="xl" w="100%" maw={420}>
        <Title order={1} size="h3">
          <FormattedMessage id="auth.login.title" />
        </Title>
      </Paper>
    </Center>
  );
}
