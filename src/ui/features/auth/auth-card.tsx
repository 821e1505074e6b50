import { Center, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The frame every sign-in type page shares: a centred card with a heading. */
export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Center mih="80dvh" p="md">
      <Paper withBorder shadow="sm" p="xl" radius="md" w="100%" maw={440}>
        <Stack gap="md">
          <div>
            <Title order={1} size="h3">
              {title}
            </Title>
            {subtitle ? (
              <Text c="dimmed" size="sm" mt={4}>
                {subtitle}
              </Text>
            ) : null}
          </div>
          {children}
        </Stack>
      </Paper>
    </Center>
  );
}
