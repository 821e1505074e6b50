import { Radio, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useIntl } from 'react-intl';
import type {
  AddressErrors,
  Payment,
  PaymentErrors,
  PaymentMethod,
  ShippingAddress,
} from '../../../../domain/demo/ecommerce/checkout';
import { draftFields } from '../../../components/demo/use-draft';

const ADDRESS_FIELDS = ['fullName', 'phone', 'street', 'city', 'postalCode', 'country'] as const;

export function AddressForm({
  value,
  errors,
  onChange,
}: {
  value: ShippingAddress;
  errors: AddressErrors;
  onChange(v: ShippingAddress): void;
}) {
  const intl = useIntl();
  const { text } = draftFields(value, onChange);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      {ADDRESS_FIELDS.map((key) => (
        <TextInput
          key={key}
          label={intl.formatMessage({ id: `shop.field.${key}` })}
          required
          error={errors[key] ? intl.formatMessage({ id: `shop.error.${errors[key]}` }) : undefined}
          {...text(key)}
        />
      ))}
    </SimpleGrid>
  );
}

export function PaymentForm({
  value,
  errors,
  onChange,
}: {
  value: Payment;
  errors: PaymentErrors;
  onChange(v: Payment): void;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const err = (key: keyof PaymentErrors) => (errors[key] ? t(`shop.error.${errors[key]}`) : undefined);
  const { set, text } = draftFields(value, onChange);
  return (
    <Stack gap="sm">
      <Radio.Group
        label={t('shop.field.method')}
        required
        value={value.method}
        error={err('method')}
        onChange={(m) => set('method', m as PaymentMethod)}
      >
        <Stack gap={6} mt={4}>
          {(['card', 'bank-transfer', 'cash-on-delivery'] as const).map((m) => (
            <Radio key={m} value={m} label={t(`shop.method.${m}`)} />
          ))}
        </Stack>
      </Radio.Group>
      {value.method === 'card' && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('shop.field.cardNumber')}
            required
            inputMode="numeric"
            autoComplete="cc-number"
            error={err('cardNumber')}
            {...text('cardNumber')}
          />
          <TextInput
            label={t('shop.field.cvv')}
            required
            inputMode="numeric"
            autoComplete="cc-csc"
            w={100}
            error={err('cvv')}
            {...text('cvv')}
          />
        </SimpleGrid>
      )}
    </Stack>
  );
}
