import { Title } from '@mantine/core';
import { FormattedMessage } from 'react-intl';

/** Unfinished: the freight issue (#5) builds the dashboard figures here. */
export function DashboardPage() {
  return (
    <Title order={1} size="h2">
      <FormattedMessage id="dashboard.title" />
    </Title>
  );
}
