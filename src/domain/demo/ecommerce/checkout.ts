import type { ValueOf } from '../demo-record';
import type { CartLine } from './shop-product.types';

export const CHECKOUT_STEPS = ['cart', 'address', 'payment', 'done'] as const;
export type CheckoutStep = ValueOf<typeof CHECKOUT_STEPS>;

export interface ShippingAddress {
  readonly fullName: string;
  readonly phone: string;
  readonly street: string;
  readonly city: string;
  readonly postalCode: string;
  readonly country: string;
}

export type PaymentMethod = 'card' | 'bank-transfer' | 'cash-on-delivery';

export interface Payment {
  readonly method: PaymentMethod | '';
  readonly cardNumber: string;
  readonly cvv: string;
}

export type FieldError = 'required' | 'invalid';
export type AddressErrors = Partial<Record<keyof ShippingAddress, FieldError>>;
export type PaymentErrors = Partial<Record<keyof Payment, FieldError>>;

export function validateAddress(address: ShippingAddress): AddressErrors {
  const errors: AddressErrors = {};
  for (const key of ['fullName', 'phone', 'street', 'city', 'postalCode', 'country'] as const) {
    if (address[key].trim() === '') errors[key] = 'required';
  }
  if (!errors.phone && !/^\+?[\d\s-]{6,20}$/.test(address.phone.trim())) errors.phone = 'invalid';
  return errors;
}

/** Luhn check, so obvious typos in a card number are caught before submitting. */
export function isValidCardNumber(raw: string): boolean {
  const digits = raw.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function validatePayment(payment: Payment): PaymentErrors {
  if (payment.method === '') return { method: 'required' };
  if (payment.method !== 'card') return {};
  const errors: PaymentErrors = {};
  if (payment.cardNumber.trim() === '') errors.cardNumber = 'required';
  else if (!isValidCardNumber(payment.cardNumber)) errors.cardNumber = 'invalid';
  if (payment.cvv.trim() === '') errors.cvv = 'required';
  else if (!/^\d{3,4}$/.test(payment.cvv.trim())) errors.cvv = 'invalid';
  return errors;
}

export interface CheckoutState {
  readonly cart: readonly CartLine[];
  readonly address: ShippingAddress;
  readonly payment: Payment;
}

/** Whether the user may leave `step` for the next one. */
export function canLeaveStep(step: CheckoutStep, state: CheckoutState): boolean {
  switch (step) {
    case 'cart':
      return state.cart.length > 0;
    case 'address':
      return Object.keys(validateAddress(state.address)).length === 0;
    case 'payment':
      return Object.keys(validatePayment(state.payment)).length === 0;
    case 'done':
      return false;
  }
}

export function nextStep(step: CheckoutStep, state: CheckoutState): CheckoutStep {
  if (!canLeaveStep(step, state)) return step;
  return CHECKOUT_STEPS[CHECKOUT_STEPS.indexOf(step) + 1] ?? step;
}

export function previousStep(step: CheckoutStep): CheckoutStep {
  if (step === 'done') return step;
  return CHECKOUT_STEPS[CHECKOUT_STEPS.indexOf(step) - 1] ?? step;
}

export const EMPTY_ADDRESS: ShippingAddress = {
  fullName: '',
  phone: '',
  street: '',
  city: '',
  postalCode: '',
  country: '',
};
export const EMPTY_PAYMENT: Payment = { method: '', cardNumber: '', cvv: '' };
