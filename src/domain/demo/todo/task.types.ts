import type { DemoDraft, DemoRecord, DemoTag, ValueOf } from '../demo-record';

export interface Task extends DemoRecord {
  readonly title: string;
  readonly desc: string;
  readonly isImportant: boolean;
  readonly isStarred: boolean;
  readonly tags: readonly string[];
  readonly isCompleted: boolean;
  readonly isTrashed: boolean;
}

export type TaskTagColor = 'primary' | 'warning' | 'success' | 'danger';

export type TaskTag = DemoRecord & DemoTag<TaskTagColor>;

export const TASK_TAGS: readonly TaskTag[] = [
  { id: 1, text: 'Frontend', value: 'frontend', color: 'primary' },
  { id: 2, text: 'Backend', value: 'backend', color: 'warning' },
  { id: 3, text: 'Doc', value: 'doc', color: 'success' },
  { id: 4, text: 'Bug', value: 'bug', color: 'danger' },
];

export const TODO_FILTERS = ['all', 'starred', 'important', 'completed', 'trashed'] as const;
export type TodoFilter = ValueOf<typeof TODO_FILTERS>;

/** A new task as the user enters it; the id is assigned on save. */
export type TaskDraft = DemoDraft<Task>;
