import { Paper, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { categoriesOf, filterShopProducts, DEFAULT_SHOP_QUERY } from '../../../../domain/demo/ecommerce/shop-filter';
import { QueryView } from '../../../components/query-view';
import { Price } from './shop-product-card';
import { useShop } from './shop-store';
import { useShopProducts } from './use-shop-products';
import { withFeatureIntl } from '../../../components/feature-intl';
import { messages } from './messages';
import { DemoPage } from '../../../components/demo/demo-page';
import { DemoPanel } from '../../../components/demo/demo-panel';

function Kpi({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Paper withBorder p="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        <FormattedMessage id={label} />
      </Text>
      <Text size="xl" fw={700}>
        {children}
      </Text>
    </Paper>
  );
}

export const EcommerceDashboardPage = withFeatureIntl(messages, EcommerceDashboardScreen);

function EcommerceDashboardScreen() {
  const remote = useShopProducts();
  const inCart = useShop().cart.reduce((n, l) => n + l.quantity, 0);
  return (
    <DemoPage titleId="shop.dashboard">
      <QueryView query={remote}>
        {(products) => {
          const stock = products.reduce((n, p) => n + p.stock, 0);
          const value = products.reduce((n, p) => n + p.stock * p.priceCents, 0);
          const categories = categoriesOf(products);
          return (
            <Stack gap="md">
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
                <Kpi label="shop.kpi.products">{products.length}</Kpi>
                <Kpi label="shop.kpi.stock">{stock}</Kpi>
                <Kpi label="shop.kpi.catalogue">
                  <Price cents={value} />
                </Kpi>
                <Kpi label="shop.kpi.cart">{inCart}</Kpi>
              </SimpleGrid>
              <SimpleGrid cols={{ base: 1, md: 2 }}>
                <DemoPanel titleId="shop.byCategory">
                  {categories.map((c) => {
                    const n = products.filter((p) => p.category === c).length;
                    return (
                      <div key={c}>
                        <Text size="sm">
                          {c} ({n})
                        </Text>
                        <Progress value={(n / products.length) * 100} mb="xs" aria-label={`${c}: ${n}`} />
                      </div>
                    );
                  })}
                </DemoPanel>
                <DemoPanel titleId="shop.topRated">
                  {filterShopProducts(products, { ...DEFAULT_SHOP_QUERY, sort: 'rating' })
                    .slice(0, 5)
                    .map((p) => (
                      <Text key={p.id} size="sm">
                        {p.name} · {p.rating}/5 · <Price cents={p.priceCents} />
                      </Text>
                    ))}
                </DemoPanel>
              </SimpleGrid>
            </Stack>
          );
        }}
      </QueryView>
    </DemoPage>
  );
}
