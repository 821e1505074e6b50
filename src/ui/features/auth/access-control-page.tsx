import { Alert, Anchor, Badge, Paper, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { can, PERMISSIONS, type Permission } from '../../../domain/acl/permissions';
import { ROLES, type Role } from '../../../domain/acl/role';
import { useRolePreview } from '../../components/use-role-preview';
import { TableHeadings } from '../../components/table-headings';

/** An access-control page: its title over what it shows. */
function AclPage({ titleId, gap, children }: { titleId: string; gap: 'sm' | 'md'; children: ReactNode }) {
  return (
    <Stack gap={gap} p="md" maw={760}>
      <Title order={1} size="h2">
        <FormattedMessage id={titleId} />
      </Title>
      {children}
    </Stack>
  );
}

/** The access-control demo: the role the backend verified, the role the screens act as, and a switch. */
export function AccessControlPage() {
  const intl = useIntl();
  const { session, verified, refused, preview } = useRolePreview();
  if (!session) return null;

  return (
    <AclPage titleId="auth.acl.title" gap="md">
      <Text>
        <FormattedMessage
          id="auth.acl.body"
          values={{ name: session.name, verified: <b>{verified}</b>, role: <b>{session.role}</b> }}
        />
      </Text>
      <Paper withBorder p="md">
        <Stack gap="xs">
          <Text fw={600} id="acl-switch-label">
            <FormattedMessage id="auth.acl.switch" />
          </Text>
          <SegmentedControl
            aria-labelledby="acl-switch-label"
            value={session.role}
            data={ROLES.map((role) => ({ value: role, label: role }))}
            onChange={(value) => preview(value as Role)}
          />
          {refused ? (
            <Alert color="orange" role="alert">
              <FormattedMessage id="auth.acl.refused" />
            </Alert>
          ) : null}
        </Stack>
      </Paper>
      <Table striped withTableBorder aria-label={intl.formatMessage({ id: 'auth.acl.title' })}>
        <TableHeadings ids={['auth.acl.permission', 'auth.acl.allowed']} />
        <Table.Tbody>
          {(Object.keys(PERMISSIONS) as Permission[]).map((permission) => (
            <Table.Tr key={permission}>
              <Table.Td>{permission}</Table.Td>
              <Table.Td>
                <Badge color={can(session.role, permission) ? 'green' : 'gray'} variant="light">
                  <FormattedMessage id={can(session.role, permission) ? 'auth.acl.yes' : 'auth.acl.no'} />
                </Badge>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Anchor component={Link} to="/access-control/admin">
        <FormattedMessage id="auth.acl.adminLink" />
      </Anchor>
    </AclPage>
  );
}

export function AccessControlAdminPage() {
  return (
    <AclPage titleId="auth.acl.adminTitle" gap="sm">
      <Text>
        <FormattedMessage id="auth.acl.adminBody" />
      </Text>
    </AclPage>
  );
}
