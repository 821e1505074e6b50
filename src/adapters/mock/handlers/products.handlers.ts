import * as z from 'zod/mini';
import { type Product, type ProductFields } from '../../../domain/product/product';
import { findByCode, pickProducts, PRODUCT_SORT_FIELDS, productListConfig } from '../../../domain/product/product-list';
import { normaliseProduct, validateProduct } from '../../../domain/product/product-validation';
import { productFieldsDto } from '../../http/dto/master-data.dto';
import { createProductFixture, PRODUCTS_TABLE } from '../fixtures/product.fixture';
import { bodyRecord, created, fail, ok, queryInt, queryString } from '../mock-responses';
import type { MockHandlersModule, MockResponse } from '../mock-server';
import { cachedIndex, guard, idempotency, invalid, nextId, parseBody, readListQuery } from './master-data-helpers';

const duplicate = (): MockResponse => fail(409, 'This code is already in use.', { code: 'duplicate' });

export const handlers: MockHandlersModule = {
  area: 'product',
  register(router, context) {
    const { db } = context;
    db.define<Product>(PRODUCTS_TABLE, () => createProductFixture(context.seed));
    const rows = () => db.table<Product>(PRODUCTS_TABLE);
    const cache = cachedIndex(rows, productListConfig);
    const requests = idempotency();
    const find = (id: string) => rows().find((p) => p.id === id);

    const check = (body: unknown): { ok: true; value: ProductFields } | { ok: false; response: MockResponse } => {
      const parsed = parseBody(productFieldsDto, body);
      if (!parsed.ok) return parsed;
      const value = normaliseProduct(parsed.value);
      const refused = invalid(validateProduct(value));
      return refused ? { ok: false, response: refused } : { ok: true, value };
    };

    router.get('/api/products', async (request) => {
      const auth = await guard(request, context);
      if (!auth.ok) return auth.response;
      const query = readListQuery(request, PRODUCT_SORT_FIELDS);
      const active = queryString(request, 'active');
      const currency = queryString(request, 'currency');
      const country = queryString(request, 'countryOfOrigin');
      const filters = {
        ...(active === 'true' || active === 'false' ? { active: active === 'true' } : {}),
        ...(currency ? { currency } : {}),
        ...(country ? { countryOfOrigin: country.toUpperCase() } : {}),
      };
      const { items, total, page, pageCount } = cache.index().run({ ...query, filters });
      return ok({ items, total, page, pageCount });
    });

    router.get('/api/products/lookup', async (request) => {
      const auth = await guard(request, context);
      if (!auth.ok) return auth.response;
      const limit = Math.min(50, Math.max(1, queryInt(request, 'limit') ?? 10));
      return ok(pickProducts(rows(), queryString(request, 'q') ?? '', limit));
    });

    router.get('/api/products/:id', async (request) => {
      const auth = await guard(request, context);
      if (!auth.ok) return auth.response;
      const product = find(request.params.id ?? '');
      return product ? ok(product) : fail(404, 'No such product.');
    });

    router.post('/api/products', async (request) => {
      const auth = await guard(request, context);
      if (!auth.ok) return auth.response;
      const { requestId, ...body } = bodyRecord(request);
      const earlierId = requests.known(requestId);
      const earlier = earlierId ? find(earlierId) : undefined;
      if (earlier) return created(earlier);
      const checked = check(body);
      if (!checked.ok) return checked.response;
      if (findByCode(rows(), checked.value.code)) return duplicate();
      const product: Product = { ...checked.value, id: nextId('p', rows()) };
      rows().push(product);
      cache.touch();
      requests.remember(requestId, product.id);
      return created(product);
    });

    router.put('/api/products/:id', async (request) => {
      const auth = await guard(request, context);
      if (!auth.ok) return auth.response;
      const id = request.params.id ?? '';
      const index = rows().findIndex((p) => p.id === id);
      if (index < 0) return fail(404, 'No such product.');
      const checked = check(request.body);
      if (!checked.ok) return checked.response;
      if (findByCode(rows(), checked.value.code, id)) return duplicate();
      const product: Product = { ...checked.value, id };
      rows()[index] = product;
      cache.touch();
      return ok(product);
    });

    router.delete('/api/products/:id', async (request) => {
      const auth = await guard(request, context);
      if (!auth.ok) return auth.response;
      const index = rows().findIndex((p) => p.id === request.params.id);
      if (index < 0) return fail(404, 'No such product.');
      rows().splice(index, 1);
      cache.touch();
      return { status: 204 };
    });

    router.post('/api/products/import', async (request) => {
      const auth = await guard(request, context);
      if (!auth.ok) return auth.response;
      const parsed = parseBody(z.object({ rows: z.array(productFieldsDto).check(z.maxLength(5000)) }), request.body);
      if (!parsed.ok) return parsed.response;
      const errors: Record<string, string> = {};
      const seen = new Set<string>();
      parsed.value.rows.forEach((raw, i) => {
        const row = normaliseProduct(raw);
        for (const [field, code] of Object.entries(validateProduct(row)))
          if (code) errors[`rows.${i + 1}.${field}`] = code;
        if (seen.has(row.code) || findByCode(rows(), row.code)) errors[`rows.${i + 1}.code`] = 'duplicate';
        seen.add(row.code);
      });
      const refused = invalid(errors);
      if (refused) return refused;
      for (const row of parsed.value.rows) rows().push({ ...normaliseProduct(row), id: nextId('p', rows()) });
      cache.touch();
      return ok({ created: parsed.value.rows.length });
    });
  },
};
