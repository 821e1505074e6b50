import { IconAlertCircle, IconCheck, IconList, IconPlus, IconStar, IconTrash } from '@tabler/icons-react';
import { TASK_TAGS } from '../../../../domain/demo/todo/task.types';
import { DemoSideMenu, iconItems, tagItems, type DemoMenu } from '../../../components/demo/demo-side-menu';
import { tagColor } from './todo-colors';

const FILTERS = [
  ['all', IconList],
  ['starred', IconStar],
  ['important', IconAlertCircle],
  ['completed', IconCheck],
  ['trashed', IconTrash],
] as const;

const MENU: DemoMenu = {
  to: '/todo/$filter',
  action: { icon: <IconPlus size={16} />, labelId: 'todo.add' },
  main: {
    label: 'Task filters',
    items: iconItems(FILTERS, 'todo.filter.'),
  },
  tags: {
    headingId: 'todo.tags',
    label: 'Task tags',
    items: tagItems(TASK_TAGS, 'todo.tag.', (tag) => tagColor(tag.value)),
  },
};

export function TodoSidebar({ filter, onAdd }: { filter: string; onAdd: () => void }) {
  return <DemoSideMenu menu={MENU} current={filter} onAction={onAdd} />;
}
