import { CONTACT_ROLES } from '../../../domain/contact/contact';
import { CONTACT_SORT_FIELDS } from '../../../domain/contact/contact-list';
import { defineListSearch, listFilter } from '../../components/list-view/list-search';

/** The contact list's URL state. Kept apart from the page so the route's search validator stays out of the page chunk. */
export const CONTACT_LIST = defineListSearch({
  sortFields: CONTACT_SORT_FIELDS,
  defaultSort: { field: 'name', direction: 'asc' },
  filters: {
    role: listFilter.oneOf(CONTACT_ROLES),
    country: listFilter.country(),
    active: listFilter.flag(),
  },
});

export type ContactListSearch = ReturnType<typeof CONTACT_LIST.validate>;
