import {
  contactDto,
  contactFieldsDto,
  contactListQueryDto,
  contactLookupQueryDto,
  contactUpdateDto,
  newContactDto,
} from '../../http/dto/master-data.dto';
import { recordRoutes } from './record.routes';

export const contactRoutes = recordRoutes({
  base: '/api/contacts',
  tag: 'Contacts',
  noun: 'contact',
  service: (backend) => backend.contacts,
  record: contactDto,
  fields: contactFieldsDto,
  create: newContactDto,
  update: contactUpdateDto,
  listQuery: contactListQueryDto,
  lookupQuery: contactLookupQueryDto,
  filters: ({ role, country, active }) => ({
    ...(role ? { role } : {}),
    ...(country ? { country: country.toUpperCase() } : {}),
    ...(active ? { active } : {}),
  }),
  lookupOptions: ({ role, limit }) => ({ ...(role ? { role } : {}), limit: limit ?? 10 }),
});
