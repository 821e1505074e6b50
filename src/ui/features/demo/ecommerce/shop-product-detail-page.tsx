import { Badge, Grid, Group, Paper, Rating, Stack, Text, Title } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { findBySlug } from '../../../../domain/demo/ecommerce/shop-filter';
import { EmptyState } from '../../../components/query-view';
import { CartButton, Price, ShopProductImage, WishButton } from './shop-product-card';
import { ShopSubPage } from './shop-sub-page';
import { withFeatureIntl } from '../../../components/feature-intl';
import { messages } from './messages';

export const ShopProductDetailPage = withFeatureIntl(messages, ShopProductDetailScreen);

function ShopProductDetailScreen({ slug }: { slug: string | undefined }) {
  return (
    <ShopSubPage titleId="shop.product">
      {(products) => {
        // Without a slug the first product is shown, as the template's demo page did.
        const product = slug ? findBySlug(products, slug) : products[0];
        if (!product) return <EmptyState title={<FormattedMessage id="shop.notFound" />} />;
        return (
          <Paper withBorder p="lg">
            <Grid>
              <Grid.Col span={{ base: 12, md: 4 }}>
                <Group justify="center">
                  <ShopProductImage size={160} />
                </Group>
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 8 }}>
                <Stack gap="xs">
                  <Title order={2} size="h3">
                    {product.name}
                  </Title>
                  <Text c="dimmed">
                    {product.brand} · {product.category}
                  </Text>
                  <Rating value={product.rating} readOnly role="img" aria-label={`${product.rating} / 5`} />
                  <Text size="xl" fw={700}>
                    <Price cents={product.priceCents} />
                  </Text>
                  <Group gap="xs">
                    {product.freeShipping && (
                      <Badge color="green" variant="dot">
                        <FormattedMessage id="shop.freeShipping" />
                      </Badge>
                    )}
                    {product.stock > 0 ? (
                      <Badge variant="dot">
                        <FormattedMessage id="shop.inStock" values={{ count: product.stock }} />
                      </Badge>
                    ) : (
                      <Badge color="red" variant="dot">
                        <FormattedMessage id="shop.outOfStock" />
                      </Badge>
                    )}
                  </Group>
                  <Text>{product.description}</Text>
                  <Group>
                    <CartButton product={product} />
                    <WishButton product={product} />
                  </Group>
                </Stack>
              </Grid.Col>
            </Grid>
          </Paper>
        );
      }}
    </ShopSubPage>
  );
}
