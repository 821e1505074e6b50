import type { DataListItem } from '../../../../src/domain/demo/datalist/datalist.types';

export function item(id: number, patch: Partial<DataListItem> = {}): DataListItem {
  return {
    id,
    name: `Item ${id}`,
    category: 'Containers',
    price: '10.00',
    order_status: 'pending',
    popularity: { popValue: 50, color: 'warning' },
    img: '',
    ...patch,
  };
}

export const items = (n: number): DataListItem[] => Array.from({ length: n }, (_, i) => item(i + 1));
