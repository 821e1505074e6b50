import { useQuery } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { ListedUser } from '../../../../domain/demo/listed-users/listed-user.types';
import { findListedUser } from '../../../../domain/demo/listed-users/listed-user-filter';
import { useUseCases } from '../../../app-context';
import { DemoBackButton, DemoPage } from '../../../components/demo/demo-page';
import { EmptyState, QueryView } from '../../../components/query-view';
import { listedUserSearch } from './listed-user-search';
import { listedUserQueries } from './listed-users.queries';

/**
 * The frame the view and edit pages share: heading, Back to the list, and the user found by the route's
 * `?id=` (or not).
 */
export function ListedUserScreen({
  titleId,
  children,
}: {
  titleId: string;
  children: (user: ListedUser) => ReactNode;
}) {
  const { samples } = useUseCases().demo;
  const { id } = listedUserSearch(useSearch({ strict: false }));
  const remote = useQuery(listedUserQueries.all(samples));
  return (
    <DemoPage titleId={titleId} actions={<DemoBackButton to="/app/user/list" labelId="listedUsers.back" />}>
      <QueryView query={remote}>
        {(users) => {
          const user = findListedUser(users, id);
          return user ? children(user) : <EmptyState title={<FormattedMessage id="listedUsers.notFound" />} />;
        }}
      </QueryView>
    </DemoPage>
  );
}
