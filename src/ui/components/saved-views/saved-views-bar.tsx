import { Button, Group, Menu } from '@mantine/core';
import {
  IconCheck,
  IconChevronDown,
  IconDeviceFloppy,
  IconLayoutList,
  IconPlus,
  IconStar,
  IconStarOff,
  IconTrash,
  IconUsers,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { SavedView } from '../../../domain/saved-view/saved-view';
import { ConfirmDialog } from '../list-view/confirm-dialog';
import { ColumnChooser } from './column-chooser';
import { SaveViewDialog } from './save-view-dialog';
import type { SavedViews } from './use-saved-views';

interface SavedViewsBarProps {
  readonly views: SavedViews;
  /** Each column's name on screen, for the column chooser. */
  readonly columnLabels: Readonly<Record<string, string>>;
}

/** The views menu (open, save, share, make default, delete) and the column chooser of a list. */
export function SavedViewsBar({ views, columnLabels }: SavedViewsBarProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const [saving, setSaving] = useState(false);
  const [removing, setRemoving] = useState<SavedView | null>(null);
  const [busy, setBusy] = useState(false);
  const { active, menu } = views;
  const own = menu?.views.filter((v) => v.ownerId === views.personId) ?? [];
  const others = menu?.views.filter((v) => v.ownerId !== views.personId) ?? [];
  const isDefault = (view: SavedView) => menu?.defaultId === view.id;
  // The button names the open view (and says when its filters or columns were changed since it was saved).
  const shown = active
    ? views.changed
      ? t('listView.views.changed', { name: active.name })
      : active.name
    : t('listView.views.menu');

  const item = (view: SavedView) => (
    <Menu.Item
      key={view.id}
      onClick={() => views.open(view)}
      leftSection={active?.id === view.id ? <IconCheck size={14} aria-hidden /> : <span style={{ width: 14 }} />}
      rightSection={
        <Group gap={4} wrap="nowrap">
          {view.shared ? <IconUsers size={14} aria-label={t('listView.views.isShared')} /> : null}
          {isDefault(view) ? <IconStar size={14} aria-label={t('listView.views.isDefault')} /> : null}
        </Group>
      }
      aria-current={active?.id === view.id ? 'true' : undefined}
    >
      {view.ownerId === views.personId
        ? view.name
        : t('listView.views.byOwner', { name: view.name, owner: view.ownerName })}
    </Menu.Item>
  );

  return (
    <Group gap="xs" wrap="wrap">
      <Menu position="bottom-start" withinPortal shadow="md" hideDetached={false}>
        <Menu.Target>
          <Button
            variant="default"
            leftSection={<IconLayoutList size={16} aria-hidden />}
            rightSection={<IconChevronDown size={14} aria-hidden />}
            aria-label={active ? t('listView.views.menuOf', { name: shown }) : shown}
            data-testid="views-menu"
            maw={280}
          >
            {shown}
          </Button>
        </Menu.Target>
        <Menu.Dropdown miw={260}>
          <Menu.Item
            onClick={() => views.open(null)}
            leftSection={active ? <span style={{ width: 14 }} /> : <IconCheck size={14} aria-hidden />}
          >
            {t('listView.views.none')}
          </Menu.Item>
          {own.length > 0 ? <Menu.Label>{t('listView.views.mine')}</Menu.Label> : null}
          {own.map(item)}
          {others.length > 0 ? <Menu.Label>{t('listView.views.sharedWithMe')}</Menu.Label> : null}
          {others.map(item)}
          <Menu.Divider />
          <Menu.Item leftSection={<IconPlus size={14} aria-hidden />} onClick={() => setSaving(true)}>
            {t('listView.views.saveAs')}
          </Menu.Item>
          {active && views.canEdit && views.changed ? (
            <Menu.Item
              leftSection={<IconDeviceFloppy size={14} aria-hidden />}
              onClick={() => void views.saveChanges()}
            >
              {t('listView.views.saveChanges', { name: active.name })}
            </Menu.Item>
          ) : null}
          {active ? (
            isDefault(active) ? (
              <Menu.Item
                leftSection={<IconStarOff size={14} aria-hidden />}
                onClick={() => void views.setDefault(null)}
              >
                {t('listView.views.clearDefault', { name: active.name })}
              </Menu.Item>
            ) : (
              <Menu.Item leftSection={<IconStar size={14} aria-hidden />} onClick={() => void views.setDefault(active)}>
                {t('listView.views.makeDefault', { name: active.name })}
              </Menu.Item>
            )
          ) : null}
          {active && views.canEdit ? (
            <Menu.Item
              color="red"
              leftSection={<IconTrash size={14} aria-hidden />}
              onClick={() => setRemoving(active)}
            >
              {t('listView.views.delete', { name: active.name })}
            </Menu.Item>
          ) : null}
        </Menu.Dropdown>
      </Menu>
      <ColumnChooser
        columns={views.columns}
        labels={columnLabels}
        onChange={views.setColumns}
        onReset={views.resetColumns}
      />
      <SaveViewDialog opened={saving} onClose={() => setSaving(false)} onSave={views.saveAs} />
      <ConfirmDialog
        opened={removing !== null}
        title={t('listView.views.deleteTitle')}
        confirmLabel={t('listView.views.deleteConfirm')}
        busy={busy}
        onClose={() => setRemoving(null)}
        onConfirm={() => {
          if (!removing) return;
          setBusy(true);
          void views.remove(removing).finally(() => {
            setBusy(false);
            setRemoving(null);
          });
        }}
      >
        {t('listView.views.deleteText', { name: removing?.name ?? '' })}
      </ConfirmDialog>
    </Group>
  );
}
