import { Anchor } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import type { MouseEvent, ReactNode } from 'react';

/** Which shipments use a record: those carrying a product on a line, or naming a contact as a party. */
export type FreightUsage = { readonly product: string } | { readonly party: string };

/** The freight list filtered to the shipments that use a record (the list's agreed URL keys). */
export function freightUsageHref(usage: FreightUsage): string {
  const [key, id] = 'product' in usage ? ['product', usage.product] : ['party', usage.party];
  return `/freight/list?${key}=${encodeURIComponent(id)}`;
}

/** A link to those shipments; a plain click stays in the app, a modified one opens a tab as links do. */
export function FreightUsageLink({ usage, children }: { readonly usage: FreightUsage; readonly children: ReactNode }) {
  const router = useRouter();
  const href = freightUsageHref(usage);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void router.navigate({ href });
  };
  return (
    <Anchor href={href} onClick={follow} fw={600} c="inherit" underline="always" data-testid="freight-usage-link">
      {children}
    </Anchor>
  );
}
