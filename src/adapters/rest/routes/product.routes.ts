import {
  newProductDto,
  productDto,
  productFieldsDto,
  productListQueryDto,
  productLookupQueryDto,
  productUpdateDto,
} from '../../http/dto/master-data.dto';
import { recordRoutes } from './record.routes';

export const productRoutes = recordRoutes({
  base: '/api/products',
  tag: 'Products',
  noun: 'product',
  service: (backend) => backend.products,
  record: productDto,
  fields: productFieldsDto,
  create: newProductDto,
  update: productUpdateDto,
  listQuery: productListQueryDto,
  lookupQuery: productLookupQueryDto,
  filters: ({ active, currency, countryOfOrigin }) => ({
    ...(active ? { active } : {}),
    ...(currency ? { currency } : {}),
    ...(countryOfOrigin ? { countryOfOrigin: countryOfOrigin.toUpperCase() } : {}),
  }),
  lookupOptions: ({ limit }) => limit ?? 10,
});
