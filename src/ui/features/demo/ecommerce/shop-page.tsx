import { Button, Group, NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import { IconSearch, IconShoppingCart } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  categoriesOf,
  DEFAULT_SHOP_QUERY,
  filterShopProducts,
  type ShopQuery,
  type ShopSort,
} from '../../../../domain/demo/ecommerce/shop-filter';
import { EmptyState, QueryView } from '../../../components/query-view';
import { ShopProductCard } from './shop-product-card';
import { useShop } from './shop-store';
import { useShopProducts } from './use-shop-products';
import { withFeatureIntl } from '../../../components/feature-intl';
import { messages } from './messages';
import { DemoPage } from '../../../components/demo/demo-page';

const SORTS: ShopSort[] = ['featured', 'price-asc', 'price-desc', 'rating'];

export const ShopPage = withFeatureIntl(messages, ShopScreen);

function ShopScreen() {
  const intl = useIntl();
  const remote = useShopProducts();
  const [query, setQuery] = useState<ShopQuery>(DEFAULT_SHOP_QUERY);
  const count = useShop().cart.reduce((n, l) => n + l.quantity, 0);
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <DemoPage
      titleId="shop.title"
      actions={
        <Group gap="xs">
          <Button variant="default" component={Link} to="/ecommerce/wishlist">
            <FormattedMessage id="shop.wishlist" />
          </Button>
          <Button component={Link} to="/ecommerce/checkout" leftSection={<IconShoppingCart size={16} />}>
            <FormattedMessage id="shop.viewCart" values={{ count }} />
          </Button>
        </Group>
      }
    >
      <Group gap="xs" align="flex-end">
        <TextInput
          leftSection={<IconSearch size={16} />}
          label={t('shop.search')}
          value={query.search}
          onChange={(e) => setQuery({ ...query, search: e.currentTarget.value })}
        />
        <Select
          label={t('shop.category')}
          value={query.category}
          allowDeselect={false}
          data={[
            { value: '', label: t('shop.allCategories') },
            ...categoriesOf(remote.data ?? []).map((c) => ({ value: c, label: c })),
          ]}
          onChange={(v) => setQuery({ ...query, category: v ?? '' })}
        />
        <NumberInput
          label={t('shop.maxPrice')}
          min={0}
          w={150}
          value={query.maxPriceCents === null ? '' : query.maxPriceCents / 100}
          onChange={(v) => setQuery({ ...query, maxPriceCents: typeof v === 'number' ? Math.round(v * 100) : null })}
        />
        <Select
          label={t('shop.sort')}
          value={query.sort}
          allowDeselect={false}
          data={SORTS.map((s) => ({ value: s, label: t(`shop.sort.${s}`) }))}
          onChange={(v) => v && setQuery({ ...query, sort: v as ShopSort })}
        />
      </Group>
      <QueryView query={remote}>
        {(products) => {
          const shown = filterShopProducts(products, query);
          return shown.length === 0 ? (
            <EmptyState title={<FormattedMessage id="shop.noProducts" />} />
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
              {shown.map((p) => (
                <ShopProductCard key={p.id} product={p} />
              ))}
            </SimpleGrid>
          );
        }}
      </QueryView>
    </DemoPage>
  );
}
