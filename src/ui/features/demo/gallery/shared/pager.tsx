import { Pagination, type PaginationProps } from '@mantine/core';
import { useT } from './demo-section';

/** Mantine's Pagination with named first/previous/next/last buttons (they are icon-only). */
export function Pager(props: PaginationProps) {
  const t = useT();
  return <Pagination {...props} getControlProps={(control) => ({ 'aria-label': t(`gallery.pager.${control}`) })} />;
}
