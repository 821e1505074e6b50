import { TASK_TAGS } from '../../../../domain/demo/todo/task.types';

const PALETTE = { primary: 'blue', warning: 'orange', success: 'green', danger: 'red' } as const;

export function tagColor(value: string): string {
  const tag = TASK_TAGS.find((t) => t.value === value);
  return tag ? PALETTE[tag.color] : 'gray';
}
