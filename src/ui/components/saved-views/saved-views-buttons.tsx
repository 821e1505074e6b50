import { Button, type ButtonProps } from '@mantine/core';
import { IconChevronDown, IconColumns, IconLayoutList } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';
import { useIntl } from 'react-intl';
import type { SavedViews } from './use-saved-views';

export interface SavedViewsBarProps {
  readonly views: SavedViews;
  /** Each column's name on screen, for the column chooser. */
  readonly columnLabels: Readonly<Record<string, string>>;
}

type TargetProps = ButtonProps & Omit<ComponentPropsWithRef<'button'>, keyof ButtonProps>;

/** The views menu's button, naming the open view; what the menu adds to its target reaches it. */
export function ViewsButton({ views, ...target }: { views: SavedViews } & TargetProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const { active } = views;
  const shown = active
    ? views.changed
      ? t('listView.views.changed', { name: active.name })
      : active.name
    : t('listView.views.menu');
  return (
    <Button
      variant="default"
      leftSection={<IconLayoutList size={16} aria-hidden />}
      rightSection={<IconChevronDown size={14} aria-hidden />}
      aria-label={active ? t('listView.views.menuOf', { name: shown }) : shown}
      data-testid="views-menu"
      data-opens="views"
      maw={280}
      {...target}
    >
      {shown}
    </Button>
  );
}

/** The column chooser's button; what the popover adds to its target reaches it. */
export function ColumnsButton(target: TargetProps) {
  const intl = useIntl();
  return (
    <Button variant="default" leftSection={<IconColumns size={16} aria-hidden />} data-opens="columns" {...target}>
      {intl.formatMessage({ id: 'listView.columns' })}
    </Button>
  );
}
