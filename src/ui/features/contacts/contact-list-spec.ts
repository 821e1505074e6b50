import { CONTACT_ROLES } from '../../../domain/contact/contact';
import { CONTACT_SORT_FIELDS, type ContactSortField } from '../../../domain/contact/contact-list';
import type { ContactListFilter } from '../../../application/ports/contact-repository.port';
import { COUNTRY_CODES } from '../../components/list-view/country-options';
import type { ListSearchSpec } from '../../components/list-view/list-search';

/** The contact list's URL state. Kept apart from the page so the route's search validator stays out of the eager bundle. */
export const CONTACT_LIST_SPEC: ListSearchSpec<ContactSortField, ContactListFilter> = {
  sortFields: CONTACT_SORT_FIELDS,
  filters: { role: CONTACT_ROLES, country: COUNTRY_CODES },
};
