import { Button, Center, Group, Stack, Text, TextInput, ThemeIcon, Title } from '@mantine/core';
import { IconClock, IconTool } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { withFeatureIntl } from '../../../components/feature-intl';
import { messages } from './messages';

export type MiscKind = 'coming-soon' | 'maintenance';

const ICON = { 'coming-soon': IconClock, maintenance: IconTool };
const TEXT = {
  'coming-soon': ['pages.misc.comingSoon', 'pages.misc.comingSoonText'],
  maintenance: ['pages.misc.maintenance', 'pages.misc.maintenanceText'],
} as const;

function NotifyForm() {
  const intl = useIntl();
  const [email, setEmail] = useState('');
  const [state, setState] = useState<'idle' | 'invalid' | 'done'>('idle');
  if (state === 'done')
    return (
      <Text role="status">
        <FormattedMessage id="pages.misc.notified" values={{ email }} />
      </Text>
    );
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setState(/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim()) ? 'done' : 'invalid');
      }}
    >
      <Group align="flex-start">
        <TextInput
          type="email"
          aria-label="Email"
          placeholder="you@company.com"
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          error={state === 'invalid' ? intl.formatMessage({ id: 'pages.misc.emailInvalid' }) : undefined}
          styles={{ input: { color: 'inherit' }, error: { color: 'var(--mantine-color-red-9)' } }}
        />
        <Button type="submit">
          <FormattedMessage id="pages.misc.notify" />
        </Button>
      </Group>
    </form>
  );
}

/** The template's full-screen misc pages: coming soon and maintenance (errors have the product's error page). */
export const MiscPage = withFeatureIntl(messages, MiscScreen);

function MiscScreen({ kind }: { kind: MiscKind }) {
  const Icon = ICON[kind];
  const [title, text] = TEXT[kind];
  return (
    <Center mih="80dvh" p="md">
      <Stack align="center" ta="center" maw={520} gap="md">
        <ThemeIcon size={72} radius="xl" variant="light" aria-hidden>
          <Icon size={40} />
        </ThemeIcon>
        <Title order={1} size="h2">
          <FormattedMessage id={title} />
        </Title>
        <Text c="dimmed">
          <FormattedMessage id={text} />
        </Text>
        {kind === 'coming-soon' ? (
          <NotifyForm />
        ) : (
          <Button component={Link} to="/">
            <FormattedMessage id="pages.misc.home" />
          </Button>
        )}
      </Stack>
    </Center>
  );
}
