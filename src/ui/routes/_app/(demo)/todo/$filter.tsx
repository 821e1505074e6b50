import { createFileRoute, notFound } from '@tanstack/react-router';
import { TASK_TAGS } from '../../../../../domain/demo/todo/task.types';
import { isTodoScreenFilter } from '../../../../../domain/demo/todo/todo-filter';
import { TodoPage } from '../../../../features/demo/todo/todo-page';

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
  component: TodoRoute,
});

function TodoRoute() {
  const { filter } = Route.useParams();
  return <TodoPage filter={filter} />;
}
