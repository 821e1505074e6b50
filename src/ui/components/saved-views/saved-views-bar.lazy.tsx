import { Group, Menu } from '@mantine/core';
import {
  IconCheck,
  IconDeviceFloppy,
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
import { useMenuOpened, type OnDemandMenuProps } from '../on-demand';
import { ColumnChooser } from './column-chooser';
import { SaveViewDialog } from './save-view-dialog';
import { ViewsButton, type SavedViewsBarProps } from './saved-views-buttons';

/**
 * The views menu (open, save, share, make default, delete) and the column chooser of a list, fetched when either
 * button is first pointed at, focused or pressed; the one pressed before the code arrived opens at once.
 */
export function SavedViewsBarOpen({
  views,
  columnLabels,
  openAtOnce,
  openedFrom,
}: SavedViewsBarProps & OnDemandMenuProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const [saving, setSaving] = useState(false);
  const [removing, setRemoving] = useState<SavedView | null>(null);
  const [busy, setBusy] = useState(false);
  const viewsMenu = useMenuOpened(openAtOnce && openedFrom === 'views');
  const { active, menu } = views;
  const own = menu?.views.filter((v) => v.ownerId === views.personId) ?? [];
  const others = menu?.views.filter((v) => v.ownerId !== views.personId) ?? [];
  const isDefault = (view: SavedView) => menu?.defaultId === view.id;

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
      <Menu position="bottom-start" withinPortal shadow="md" hideDetached={false} {...viewsMenu}>
        <Menu.Target>
          <ViewsButton views={views} />
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
        openAtOnce={openAtOnce && openedFrom === 'columns'}
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
