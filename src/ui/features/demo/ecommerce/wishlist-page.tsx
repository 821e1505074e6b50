import { Button, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { FormattedMessage } from 'react-intl';
import { EmptyState, QueryView } from '../../../components/query-view';
import { ShopProductCard } from './shop-product-card';
import { useShop } from './shop-store';
import { useShopProducts } from './use-shop-products';
import { withFeatureIntl } from '../../../components/feature-intl';
import { messages } from './messages';

export const WishlistPage = withFeatureIntl(messages, WishlistScreen);

function WishlistScreen() {
  const remote = useShopProducts();
  const { wishlist } = useShop();
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h2">
          <FormattedMessage id="shop.wishlist" />
        </Title>
        <Button variant="default" component={Link} to="/ecommerce/shop">
          <FormattedMessage id="shop.backToShop" />
        </Button>
      </Group>
      <QueryView query={remote}>
        {(products) =>
          wishlist.length === 0 ? (
            <EmptyState title={<FormattedMessage id="shop.emptyWishlist" />} />
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
              {products
                .filter((p) => wishlist.includes(p.id))
                .map((p) => (
                  <ShopProductCard key={p.id} product={p} />
                ))}
            </SimpleGrid>
          )
        }
      </QueryView>
    </Stack>
  );
}
