import { createFileRoute, notFound } from '@tanstack/react-router';
import { TASK_TAGS } from '../../../../../domain/demo/todo/task.types';
import { isTodoScreenFilter } from '../../../../../domain/demo/todo/todo-filter';
import { TodoPage } from '../../../../features/demo/todo/todo-page';
import { loadTodoList } from '../../../../features/demo/todo/todo.queries';

export const Route = createFileRoute('/_app/(demo)/todo/$filter')({
  beforeLoad: ({ params }) => {
    if (
      !isTodoScreenFilter(
        params.filter,
        TASK_TAGS.map((t) => t.value),
      )
    )
      throw notFound();
  },
  // The loader travels with the screen in its lazy chunk: the demo's data code stays out of the eager bundle.
  codeSplitGroupings: [['loader', 'component']],
  loader: loadTodoList,
  component: TodoPage,
});
