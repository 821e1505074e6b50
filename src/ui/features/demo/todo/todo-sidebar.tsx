import { IconPlus } from '@tabler/icons-react';
import { TASK_TAGS, TODO_FILTERS } from '../../../../domain/demo/todo/task.types';
import { DemoSideMenu, iconItems, tagItems, type DemoMenu } from '../../../components/demo/demo-side-menu';
import { tagColor } from './todo-colors';

const MENU: DemoMenu = {
  to: '/todo/$filter',
  action: { icon: <IconPlus size={16} />, labelId: 'todo.add' },
  main: { labelId: 'todo.filters', items: iconItems(TODO_FILTERS, 'todo.filter.') },
  tags: { headingId: 'todo.tags', items: tagItems(TASK_TAGS, 'todo.tag.', (tag) => tagColor(tag.value)) },
};

export function TodoSidebar({ filter, onAdd }: { filter: string; onAdd: () => void }) {
  return <DemoSideMenu menu={MENU} current={filter} onAction={onAdd} />;
}
