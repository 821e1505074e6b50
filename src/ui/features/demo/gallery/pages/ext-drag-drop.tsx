import { ActionIcon, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowDown, IconArrowLeft, IconArrowRight, IconArrowUp, IconGripVertical } from '@tabler/icons-react';
import { useState, type DragEvent } from 'react';
import { DemoSection, useT } from '../shared/demo-section';

type Column = 'waiting' | 'loaded';
interface Board {
  readonly waiting: readonly string[];
  readonly loaded: readonly string[];
}

const START: Board = { waiting: ['FD-00101', 'FD-00102', 'FD-00103', 'FD-00104'], loaded: ['FD-00099', 'FD-00100'] };

/** Moves an item to another column (or within one) at an index; pure, so drag and keys share it. */
function move(board: Board, item: string, to: Column, index: number): Board {
  const without: Board = {
    waiting: board.waiting.filter((x) => x !== item),
    loaded: board.loaded.filter((x) => x !== item),
  };
  const target = [...without[to]];
  target.splice(Math.max(0, Math.min(index, target.length)), 0, item);
  return { ...without, [to]: target };
}

export function DragAndDropDemo() {
  const t = useT();
  const [board, setBoard] = useState<Board>(START);
  const [dragged, setDragged] = useState<string | null>(null);
  const drop = (to: Column, index: number) => (event: DragEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const item = event.dataTransfer.getData('text/plain') || dragged;
    if (item) setBoard((b) => move(b, item, to, index));
    setDragged(null);
  };
  const column = (key: Column) => (
    <Paper
      withBorder
      p="sm"
      mih={240}
      onDragOver={(e) => e.preventDefault()}
      onDrop={drop(key, board[key].length)}
      aria-labelledby={`col-${key}`}
      role="group"
    >
      <Group justify="space-between" mb="sm">
        <Title order={3} size="h5" id={`col-${key}`}>
          {t(`gallery.widget.dnd.${key}`)}
        </Title>
        <Badge variant="light">{board[key].length}</Badge>
      </Group>
      <Stack gap="xs">
        {board[key].map((item, i) => {
          const other: Column = key === 'waiting' ? 'loaded' : 'waiting';
          return (
            <Paper
              key={item}
              withBorder
              p="xs"
              draggable
              onDragStart={(e) => {
                e.dataTransfer.setData('text/plain', item);
                setDragged(item);
              }}
              onDragOver={(e) => e.preventDefault()}
              onDrop={drop(key, i)}
              style={{ cursor: 'grab', opacity: dragged === item ? 0.5 : 1 }}
            >
              <Group gap={4} wrap="nowrap">
                <IconGripVertical size={16} aria-hidden />
                <Text size="sm" flex={1}>
                  {item}
                </Text>
                {[
                  { to: key, at: i - 1, off: i === 0, label: t('gallery.widget.dnd.up', { item }), Icon: IconArrowUp },
                  {
                    to: key,
                    at: i + 1,
                    off: i === board[key].length - 1,
                    label: t('gallery.widget.dnd.down', { item }),
                    Icon: IconArrowDown,
                  },
                  {
                    to: other,
                    at: board[other].length,
                    off: false,
                    label: t('gallery.widget.dnd.moveTo', { item, column: t(`gallery.widget.dnd.${other}`) }),
                    Icon: key === 'waiting' ? IconArrowRight : IconArrowLeft,
                  },
                ].map(({ to, at, off, label, Icon }) => (
                  <ActionIcon
                    key={label}
                    size="sm"
                    variant="subtle"
                    disabled={off}
                    onClick={() => setBoard((b) => move(b, item, to, at))}
                    aria-label={label}
                  >
                    <Icon size={14} />
                  </ActionIcon>
                ))}
              </Group>
            </Paper>
          );
        })}
      </Stack>
    </Paper>
  );
  return (
    <DemoSection titleId="gallery.widget.dnd.board">
      <Text size="sm" c="dimmed">
        {t('gallery.widget.dnd.hint')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {column('waiting')}
        {column('loaded')}
      </SimpleGrid>
    </DemoSection>
  );
}
