import { createFileRoute, notFound } from '@tanstack/react-router';
import { TASK_TAGS } from '../../../../domain/todo/task.types';
import { isTodoScreenFilter } from '../../../../domain/todo/todo-filter';
import { TodoPage } from '../../../features/todo/todo-page';

export const Route = createFileRoute('/_app/todo/$filter')({
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
