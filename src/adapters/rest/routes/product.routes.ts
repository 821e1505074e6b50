import { productDtos } from '../../http/dto/master-data.dto';
import { recordRoutes } from './record.routes';

export const productRoutes = recordRoutes({
  noun: 'product',
  service: (backend) => backend.products,
  dtos: productDtos,
  filters: ({ active, currency, countryOfOrigin }) => ({
    active,
    currency,
    countryOfOrigin: countryOfOrigin?.toUpperCase(),
  }),
  lookupOptions: ({ limit }) => limit ?? 10,
});
