import { Avatar, Group, Text, type GroupProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { demoInitials } from './demo-initials';

/** A demo person: avatar letters, the name in bold and a small dimmed line under it (a status, the addresses). */
export function DemoPerson({ name, wrap, children }: { name: string; wrap?: GroupProps['wrap']; children: ReactNode }) {
  return (
    <Group gap="sm" wrap={wrap}>
      <Avatar radius="xl" color="blue">
        {demoInitials(name)}
      </Avatar>
      <div>
        <Text fw={600}>{name}</Text>
        <Text size="xs" c="dimmed">
          {children}
        </Text>
      </div>
    </Group>
  );
}
