import { Group, Text } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { useUseCases } from '../../app-context';

/**
 * The copyright line of every screen. The spec's wording is 'All rights reserved V1.01'; the year
 * comes from the clock port so that tests can pin it.
 */
export function AppFooter({ component = 'footer' }: { component?: 'footer' | 'div' }) {
  const { year, version, developer } = useUseCases().app.footer();
  return (
    <Group component={component} justify="space-between" gap="xs" px="md" py="sm" data-testid="app-footer" wrap="wrap">
      <Text size="sm" c="dimmed">
        <FormattedMessage id="footer.copyright" values={{ year, version }} />
      </Text>
      <Text size="sm" c="dimmed">
        <FormattedMessage id="footer.credit" values={{ developer }} />
      </Text>
    </Group>
  );
}
