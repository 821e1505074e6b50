import { createFileRoute } from '@tanstack/react-router';
import { ListedUserEditPage } from '../../../../../features/demo/listed-users/listed-user-edit-page';

// The demo opens user 1 when no (or a bad) id is given, as the template did.
export const Route = createFileRoute('/_app/(demo)/app/user/edit')({
  validateSearch: (search: Record<string, unknown>): { id: number } => {
    const id = Number(search.id);
    return { id: Number.isInteger(id) && id > 0 ? id : 1 };
  },
  component: function UserRoute() {
    const { id } = Route.useSearch();
    return <ListedUserEditPage id={id} />;
  },
});
