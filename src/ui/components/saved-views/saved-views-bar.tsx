import { Group } from '@mantine/core';
import { onDemandPart, OnDemandMenu } from '../on-demand';
import { ColumnsButton, ViewsButton, type SavedViewsBarProps } from './saved-views-buttons';

const bar = onDemandPart(() => import('./saved-views-bar.lazy').then((m) => m.SavedViewsBarOpen));

/** The views menu and the column chooser of a list: their buttons paint with the list, their code comes on demand. */
export function SavedViewsBar(props: SavedViewsBarProps) {
  return (
    <OnDemandMenu
      part={bar}
      props={props}
      trigger={
        <Group gap="xs" wrap="wrap">
          <ViewsButton views={props.views} />
          <ColumnsButton />
        </Group>
      }
    />
  );
}
