import { Button, Group, NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import { IconSearch, IconShoppingCart } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
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
import { useDraft } from '../../../components/demo/use-draft';

const SORTS: ShopSort[] = ['featured', 'price-asc', 'price-desc', 'rating'];

export const ShopPage = withFeatureIntl(messages, ShopScreen);

function ShopScreen() {
  const intl = useIntl();
  const remote = useShopProducts();
  const { draft: query, set, text, choice } = useDraft<ShopQuery>(DEFAULT_SHOP_QUERY);
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
        <TextInput leftSection={<IconSearch size={16} />} label={t('shop.search')} {...text('search')} />
        <Select
          label={t('shop.category')}
          data={[
            { value: '', label: t('shop.allCategories') },
            ...categoriesOf(remote.data ?? []).map((c) => ({ value: c, label: c })),
          ]}
          {...choice('category')}
        />
        <NumberInput
          label={t('shop.maxPrice')}
          min={0}
          w={150}
          value={query.maxPriceCents === null ? '' : query.maxPriceCents / 100}
          onChange={(v) => set('maxPriceCents', typeof v === 'number' ? Math.round(v * 100) : null)}
        />
        <Select
          label={t('shop.sort')}
          data={SORTS.map((s) => ({ value: s, label: t(`shop.sort.${s}`) }))}
          {...choice('sort')}
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
