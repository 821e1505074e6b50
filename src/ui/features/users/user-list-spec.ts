import { ROLES } from '../../../domain/acl/role';
import { USER_STATUSES } from '../../../domain/user/user-record';
import { USER_SORT_FIELDS } from '../../../domain/user/user-list';
import { defineListSearch, listFilter } from '../../components/list-view/list-search';

/** The user list's URL state (?q=&rule=&status=&sort=). Apart from the page so the route's validator stays out of the page chunk. */
export const USER_LIST = defineListSearch({
  sortFields: USER_SORT_FIELDS,
  defaultSort: { field: 'name', direction: 'asc' },
  filters: { rule: listFilter.oneOf(ROLES), status: listFilter.oneOf(USER_STATUSES) },
});

export type UserListSearch = ReturnType<typeof USER_LIST.validate>;
