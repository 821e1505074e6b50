import { ActionIcon, Group, NumberInput, Paper, Stack, Table, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { cartTotals, MAX_QUANTITY } from '../../../../domain/demo/ecommerce/cart';
import type { CartLine, ShopProduct } from '../../../../domain/demo/ecommerce/shop-product.types';
import { Price } from './shop-product-card';
import { shopStore } from './shop-store';

export function CartLines({ cart, products }: { cart: readonly CartLine[]; products: readonly ShopProduct[] }) {
  const intl = useIntl();
  return (
    <Stack gap="xs">
      {cart.map((line) => {
        const product = products.find((p) => p.id === line.productId);
        if (!product) return null;
        return (
          <Paper key={line.productId} withBorder p="sm" data-testid={`cart-line-${product.id}`}>
            <Group justify="space-between" wrap="nowrap">
              <div>
                <Text fw={600}>{product.name}</Text>
                <Text size="xs" c="dimmed">
                  <Price cents={product.priceCents} />
                </Text>
              </div>
              <Group gap="xs" wrap="nowrap">
                <NumberInput
                  w={90}
                  min={1}
                  max={Math.min(MAX_QUANTITY, product.stock)}
                  value={line.quantity}
                  allowDecimal={false}
                  aria-label={intl.formatMessage({ id: 'shop.quantity' }, { name: product.name })}
                  onChange={(v) => typeof v === 'number' && shopStore.setQuantity(product, v)}
                />
                <Text fw={700} w={90} ta="right">
                  <Price cents={product.priceCents * line.quantity} />
                </Text>
                <ActionIcon
                  variant="subtle"
                  color="red.8"
                  onClick={() => shopStore.remove(product.id)}
                  aria-label={intl.formatMessage({ id: 'shop.remove' }, { name: product.name })}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}

export function Totals({ cart, products }: { cart: readonly CartLine[]; products: readonly ShopProduct[] }) {
  const totals = cartTotals(cart, products);
  const rows = [
    ['shop.subtotal', totals.subtotalCents],
    ['shop.shipping', totals.shippingCents],
    ['shop.tax', totals.taxCents],
  ] as const;
  return (
    <Table withRowBorders={false} aria-label="Order totals">
      <Table.Tbody>
        {rows.map(([id, cents]) => (
          <Table.Tr key={id}>
            <Table.Td>
              <FormattedMessage id={id} />
            </Table.Td>
            <Table.Td ta="right">
              <Price cents={cents} />
            </Table.Td>
          </Table.Tr>
        ))}
        <Table.Tr>
          <Table.Td fw={700}>
            <FormattedMessage id="shop.total" />
          </Table.Td>
          <Table.Td ta="right" fw={700} data-testid="order-total">
            <Price cents={totals.totalCents} />
          </Table.Td>
        </Table.Tr>
      </Table.Tbody>
    </Table>
  );
}
