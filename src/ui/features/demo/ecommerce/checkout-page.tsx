import { Alert, Button, Grid, Group, Paper, Stack, Stepper } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import {
  CHECKOUT_STEPS,
  EMPTY_ADDRESS,
  EMPTY_PAYMENT,
  nextStep,
  previousStep,
  validateAddress,
  validatePayment,
  type AddressErrors,
  type CheckoutStep,
  type PaymentErrors,
} from '../../../../domain/demo/ecommerce/checkout';
import { EmptyState, QueryView } from '../../../components/query-view';
import { CartLines, Totals } from './cart-lines';
import { AddressForm, PaymentForm } from './checkout-forms';
import { shopStore, useShop } from './shop-store';
import { useShopProducts } from './use-shop-products';
import { withFeatureIntl } from '../../../components/feature-intl';
import { messages } from './messages';
import { DemoPage } from '../../../components/demo/demo-page';

export const CheckoutPage = withFeatureIntl(messages, CheckoutScreen);

function CheckoutScreen() {
  const remote = useShopProducts();
  const { cart } = useShop();
  const [step, setStep] = useState<CheckoutStep>('cart');
  const [address, setAddress] = useState(EMPTY_ADDRESS);
  const [payment, setPayment] = useState(EMPTY_PAYMENT);
  const [addressErrors, setAddressErrors] = useState<AddressErrors>({});
  const [paymentErrors, setPaymentErrors] = useState<PaymentErrors>({});

  function advance() {
    if (step === 'address') setAddressErrors(validateAddress(address));
    if (step === 'payment') setPaymentErrors(validatePayment(payment));
    const next = nextStep(step, { cart, address, payment });
    if (next === 'done') shopStore.clearCart(); // the demo has no order endpoint: placing = emptying the cart
    setStep(next);
  }

  return (
    <DemoPage titleId="shop.checkout">
      <Stepper active={CHECKOUT_STEPS.indexOf(step)} allowNextStepsSelect={false} size="sm">
        {CHECKOUT_STEPS.map((s) => (
          <Stepper.Step key={s} label={<FormattedMessage id={`shop.step.${s}`} />} />
        ))}
      </Stepper>
      {step === 'done' ? (
        <Alert color="green" title={<FormattedMessage id="shop.step.done" />}>
          <Stack gap="sm" align="flex-start">
            <FormattedMessage id="shop.orderPlaced" />
            <Button component={Link} to="/ecommerce/shop">
              <FormattedMessage id="shop.backToShop" />
            </Button>
          </Stack>
        </Alert>
      ) : (
        <QueryView query={remote}>
          {(products) => (
            <Grid>
              <Grid.Col span={{ base: 12, md: 8 }}>
                {step === 'cart' &&
                  (cart.length === 0 ? (
                    <EmptyState title={<FormattedMessage id="shop.emptyCart" />} />
                  ) : (
                    <CartLines cart={cart} products={products} />
                  ))}
                {step === 'address' && <AddressForm value={address} errors={addressErrors} onChange={setAddress} />}
                {step === 'payment' && <PaymentForm value={payment} errors={paymentErrors} onChange={setPayment} />}
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 4 }}>
                <Paper withBorder p="sm">
                  <Totals cart={cart} products={products} />
                  <Group justify="space-between" mt="sm">
                    <Button variant="default" disabled={step === 'cart'} onClick={() => setStep(previousStep(step))}>
                      <FormattedMessage id="shop.back" />
                    </Button>
                    <Button onClick={advance} disabled={cart.length === 0}>
                      <FormattedMessage id={step === 'payment' ? 'shop.placeOrder' : 'shop.next'} />
                    </Button>
                  </Group>
                </Paper>
              </Grid.Col>
            </Grid>
          )}
        </QueryView>
      )}
    </DemoPage>
  );
}
