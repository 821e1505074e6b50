import { ROLES } from '../../../domain/acl/role';
import { USER_STATUSES } from '../../../domain/user/user-record';
import { USER_SORT_FIELDS, type UserSortField } from '../../../domain/user/user-list';
import type { UserListFilter } from '../../../application/ports/user-repository.port';
import type { ListSearchSpec } from '../../components/list-view/list-search';

/** The user list's URL state (?q=&rule=&status=&sort=). Apart from the page so the route's validator stays out of the eager bundle. */
export const USER_LIST_SPEC: ListSearchSpec<UserSortField, UserListFilter> = {
  sortFields: USER_SORT_FIELDS,
  filters: { rule: ROLES, status: USER_STATUSES },
};
