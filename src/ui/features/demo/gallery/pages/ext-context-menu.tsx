import { Menu, Paper, Text, UnstyledButton } from '@mantine/core';
import { IconCopy, IconEdit, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { DemoSection, PickedAction, useT } from '../shared/demo-section';

/** Right-click (or Shift+F10 / the context-menu key) opens a menu at the pointer. */
export function ContextMenuDemo() {
  const t = useT();
  const [menu, setMenu] = useState<{ x: number; y: number } | null>(null);
  const [last, setLast] = useState<string | null>(null);
  const pick = (action: string) => {
    setLast(action);
    setMenu(null);
  };
  return (
    <DemoSection titleId="gallery.widget.context.area">
      <Paper
        withBorder
        p="xl"
        ta="center"
        tabIndex={0}
        bg="var(--mantine-color-default-hover)"
        style={{ cursor: 'context-menu' }}
        aria-label={t('gallery.widget.context.hint')}
        onContextMenu={(e) => {
          e.preventDefault();
          setMenu({ x: e.clientX, y: e.clientY });
        }}
        onKeyDown={(e) => {
          if (e.key === 'ContextMenu' || (e.shiftKey && e.key === 'F10')) {
            e.preventDefault();
            const rect = e.currentTarget.getBoundingClientRect();
            setMenu({ x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 });
          }
        }}
      >
        <Text>{t('gallery.widget.context.hint')}</Text>
      </Paper>
      <PickedAction action={last} />
      <Menu
        opened={menu !== null}
        onChange={(open) => {
          if (!open) setMenu(null);
        }}
        position="bottom-start"
        withinPortal
      >
        <Menu.Target>
          <UnstyledButton
            tabIndex={-1}
            aria-label={t('gallery.comp.actions')}
            style={{ position: 'fixed', left: menu?.x ?? 0, top: menu?.y ?? 0, width: 1, height: 1 }}
          />
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconEdit size={14} />} onClick={() => pick('edit')}>
            {t('gallery.comp.action.edit')}
          </Menu.Item>
          <Menu.Item leftSection={<IconCopy size={14} />} onClick={() => pick('duplicate')}>
            {t('gallery.comp.action.duplicate')}
          </Menu.Item>
          <Menu.Divider />
          <Menu.Item color="red" leftSection={<IconTrash size={14} />} onClick={() => pick('delete')}>
            {t('gallery.comp.action.delete')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </DemoSection>
  );
}
