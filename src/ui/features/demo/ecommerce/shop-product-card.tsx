import { ActionIcon, Badge, Button, Card, Group, Rating, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconHeart, IconHeartFilled, IconPackage, IconShoppingCart } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { isInCart } from '../../../../domain/demo/ecommerce/cart';
import type { ShopProduct } from '../../../../domain/demo/ecommerce/shop-product.types';
import { isWished } from '../../../../domain/demo/ecommerce/wishlist';
import { shopStore, useShop } from './shop-store';

export function Price({ cents }: { cents: number }) {
  return <FormattedNumber value={cents / 100} style="currency" currency="USD" />;
}

export function ShopProductImage({ size = 72 }: { size?: number }) {
  return (
    <ThemeIcon size={size} radius="md" variant="light" aria-hidden>
      <IconPackage size={size * 0.6} />
    </ThemeIcon>
  );
}

export function WishButton({ product }: { product: ShopProduct }) {
  const intl = useIntl();
  const wished = isWished(useShop().wishlist, product.id);
  return (
    <ActionIcon
      variant="subtle"
      color={wished ? 'red.8' : 'gray'}
      aria-pressed={wished}
      onClick={() => shopStore.toggleWish(product.id)}
      aria-label={intl.formatMessage({ id: wished ? 'shop.unwish' : 'shop.wish' })}
    >
      {wished ? <IconHeartFilled size={18} /> : <IconHeart size={18} />}
    </ActionIcon>
  );
}

export function CartButton({ product }: { product: ShopProduct }) {
  const inCart = isInCart(useShop().cart, product.id);
  if (product.stock <= 0)
    return (
      <Button disabled size="xs">
        <FormattedMessage id="shop.outOfStock" />
      </Button>
    );
  return inCart ? (
    <Button
      size="xs"
      variant="light"
      component={Link}
      to="/ecommerce/checkout"
      leftSection={<IconShoppingCart size={14} />}
    >
      <FormattedMessage id="shop.inCart" />
    </Button>
  ) : (
    <Button size="xs" leftSection={<IconShoppingCart size={14} />} onClick={() => shopStore.add(product)}>
      <FormattedMessage id="shop.addToCart" />
    </Button>
  );
}

export function ShopProductCard({ product }: { product: ShopProduct }) {
  return (
    <Card withBorder data-testid={`product-${product.id}`}>
      <Group justify="space-between" align="flex-start">
        <ShopProductImage />
        <WishButton product={product} />
      </Group>
      <Stack gap={4} mt="sm">
        <Link
          to="/ecommerce/product-detail"
          search={{ slug: product.slug }}
          style={{ color: 'inherit', fontWeight: 600 }}
        >
          {product.name}
        </Link>
        <Text size="xs" c="dimmed">
          {product.brand} · {product.category}
        </Text>
        <Group gap="xs">
          <Rating value={product.rating} readOnly size="xs" role="img" aria-label={`${product.rating} / 5`} />
          {product.freeShipping && (
            <Badge size="xs" variant="dot" color="green">
              <FormattedMessage id="shop.freeShipping" />
            </Badge>
          )}
        </Group>
        <Group justify="space-between" mt="xs">
          <Text fw={700}>
            <Price cents={product.priceCents} />
          </Text>
          <CartButton product={product} />
        </Group>
      </Stack>
    </Card>
  );
}
