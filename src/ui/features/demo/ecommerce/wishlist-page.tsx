import { SimpleGrid } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { EmptyState } from '../../../components/query-view';
import { ShopProductCard } from './shop-product-card';
import { useShop } from './shop-store';
import { ShopSubPage } from './shop-sub-page';
import { withFeatureIntl } from '../../../components/feature-intl';
import { messages } from './messages';

export const WishlistPage = withFeatureIntl(messages, WishlistScreen);

function WishlistScreen() {
  const { wishlist } = useShop();
  return (
    <ShopSubPage titleId="shop.wishlist">
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
    </ShopSubPage>
  );
}
