import { ORDER_STATUSES, type DataListItem } from '../../../../domain/demo/datalist/datalist.types';
import { pageOf } from '../../../../domain/demo/datalist/datalist-paging';
import { addItem, deleteItem, deleteSelected, updateItem } from '../../../../domain/demo/datalist/datalist-rules';
import { createDataListFixture } from '../fixtures/datalist.fixture';
import { bodyRecord, fail, ok, queryString } from '../../mock-responses';
import { demoHandlers, demoTable, isRecord, replaceRows } from './demo-handler-helpers';

export const DATALIST_TABLE = 'demo.datalist';

function readItem(
  value: unknown,
): (Omit<DataListItem, 'id' | 'popularity'> & { id: number; popularity: unknown }) | null {
  if (!isRecord(value) || typeof value.name !== 'string') return null;
  const popularity = isRecord(value.popularity) ? value.popularity.popValue : value.popularity;
  return {
    id: Number(value.id),
    name: value.name,
    category: typeof value.category === 'string' ? value.category : '',
    price: typeof value.price === 'string' ? value.price : String(value.price ?? ''),
    order_status: ORDER_STATUSES.find((s) => s === value.order_status) ?? 'pending',
    popularity,
    img: typeof value.img === 'string' ? value.img : '',
  };
}

export const handlers = demoHandlers((router, { db }) => {
  const items = demoTable<DataListItem>(db, DATALIST_TABLE, createDataListFixture);

  router.get('/api/datalist/initial-data', () => ok(items()));

  router.get('/api/datalist/data', (request) => {
    const page = pageOf(items(), queryString(request, 'page'), queryString(request, 'perPage'));
    return ok({ data: page.data, totalPages: page.totalPages });
  });

  router.post('/api/datalist/add-data', (request) => {
    const item = readItem(bodyRecord(request).obj);
    if (!item) return fail(400, 'The item needs a name');
    replaceRows(items(), addItem(items(), item));
    return ok();
  });

  router.post('/api/datalist/update-data', (request) => {
    const item = readItem(bodyRecord(request).obj);
    if (!item || !items().some((i) => i.id === item.id)) return fail(404, 'Unknown item');
    replaceRows(
      items(),
      updateItem(items(), { ...item, popularity: { popValue: Number(item.popularity), color: 'danger' } }),
    );
    return ok();
  });

  router.post('/api/datalist/delete-data', (request) => {
    const obj = bodyRecord(request).obj;
    replaceRows(items(), deleteItem(items(), isRecord(obj) ? Number(obj.id) : Number(obj)));
    return ok();
  });

  router.post('/api/datalist/delete-selected', (request) => {
    const arr = bodyRecord(request).arr;
    // The original sent whole items; ids are accepted too.
    const ids = (Array.isArray(arr) ? arr : []).map((v) => (isRecord(v) ? Number(v.id) : Number(v)));
    replaceRows(items(), deleteSelected(items(), ids));
    return ok();
  });
});
