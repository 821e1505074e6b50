import { contactDtos } from '../../http/dto/master-data.dto';
import { recordRoutes } from './record.routes';

export const contactRoutes = recordRoutes({
  noun: 'contact',
  service: (backend) => backend.contacts,
  dtos: contactDtos,
  filters: ({ role, country, active }) => ({ role, country: country?.toUpperCase(), active }),
  lookupOptions: ({ role, limit }) => ({ ...(role ? { role } : {}), limit: limit ?? 10 }),
});
