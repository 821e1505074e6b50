import { Avatar, Button, Group, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { FormattedMessage } from 'react-intl';
import { useSession } from '../../../app-context';
import { withFeatureIntl } from '../../../components/feature-intl';
import { messages } from './messages';
import { DemoPage } from '../../../components/demo/demo-page';
import { DemoPanel } from '../../../components/demo/demo-panel';
import { demoInitials } from '../../../components/demo/demo-initials';

export const ProfilePage = withFeatureIntl(messages, ProfileScreen);

function ProfileScreen() {
  const session = useSession();
  if (!session) return null; // the _app guard only renders this for a signed-in user
  const initials = demoInitials(session.name);
  return (
    <DemoPage titleId="pages.profile">
      <Paper withBorder p="lg">
        <Group>
          <Avatar size="xl" radius="xl" color="blue">
            {initials}
          </Avatar>
          <div>
            <Title order={2} size="h3">
              {session.name}
            </Title>
            <Text c="dimmed">{session.email}</Text>
          </div>
          <Button ml="auto" variant="default" component={Link} to="/pages/account-settings">
            <FormattedMessage id="pages.profile.settings" />
          </Button>
        </Group>
      </Paper>
      <DemoPanel titleId="pages.profile.about" p="lg" titleGap="xs">
        <Text mb="md">
          <FormattedMessage id="pages.profile.aboutText" />
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {(
            [
              ['pages.profile.email', session.email],
              ['pages.profile.role', session.role],
              ['pages.profile.signIn', session.loggedInWith],
            ] as const
          ).map(([label, value]) => (
            <div key={label}>
              <Text size="xs" c="dimmed" fw={700}>
                <FormattedMessage id={label} />
              </Text>
              <Text>{value}</Text>
            </div>
          ))}
        </SimpleGrid>
      </DemoPanel>
    </DemoPage>
  );
}
