import { ActionIcon, Group } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** A record row's edit link and delete button. The feature renders the link, since it knows its route. */
export function RecordRowActions({
  editLabel,
  deleteLabel,
  renderEditLink,
  onDelete,
}: {
  readonly editLabel: string;
  readonly deleteLabel: string;
  readonly renderEditLink: (props: Record<string, unknown>) => ReactNode;
  readonly onDelete: () => void;
}) {
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon variant="subtle" renderRoot={renderEditLink} aria-label={editLabel}>
        <IconPencil size={16} aria-hidden />
      </ActionIcon>
      <ActionIcon variant="subtle" color="red" onClick={onDelete} aria-label={deleteLabel}>
        <IconTrash size={16} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
