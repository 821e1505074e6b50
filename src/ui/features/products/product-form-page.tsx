import { Select, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { EMPTY_PRODUCT, PRODUCT_UNITS, type Product, type ProductUnit } from '../../../domain/product/product';
import { CURRENCY_CODES, type CurrencyCode } from '../../../domain/shared/money';
import type { UiLocale } from '../../../domain/shared/locale';
import { useUseCases } from '../../app-context';
import { QueryView } from '../../components/query-view';
import { FormSection } from '../../components/form-section';
import { fieldErrorTexts } from '../../components/error-text';
import { countryOptions } from '../../components/list-view/country-options';
import { resetFormTo, useFormSave } from '../../components/list-view/use-form-save';
import { mergeFormOnto } from '../../components/list-view/merge-edits';
import { useReturn } from '../../components/list-view/use-return';
import { useLocale } from '../../i18n/i18n-provider';
import { useNumbersFollowLocale } from '../../components/use-numbers-follow-locale';
import { productMutations } from '../../queries/product.mutations';
import { productQueries } from '../../queries/product.queries';
import {
  formFieldOf,
  fromFormValues,
  renotateNumbers,
  toFormValues,
  type ProductFormValues,
} from './product-form-values';
import { RecordForm } from '../../components/list-view/record-form';
import { RecordFormPage } from '../../components/list-view/record-form-page';

/** A new product starts with empty numbers: a price of 0 must be typed, not inherited. */
const BLANK_NUMBERS = { price: '', netKg: '', grossKg: '' } as const;

type TextField = 'code' | 'descriptionPt' | 'descriptionEn' | 'hsCode' | 'ncmCode' | 'price' | 'netKg' | 'grossKg';

const renameKeys = (errors: Record<string, string>) =>
  Object.fromEntries(Object.entries(errors).map(([field, message]) => [formFieldOf(field), message]));

/** The messages at the fields; two empty descriptions mean "fill one of them", not "both are required". */
function useFormErrors(locale: UiLocale) {
  const intl = useIntl();
  return (values: ProductFormValues): Record<string, string> => {
    const messages = fieldErrorTexts(intl, fromFormValues(values, locale).errors);
    if (values.descriptionPt.trim() !== '' || values.descriptionEn.trim() !== '') return messages;
    const oneOfThem = intl.formatMessage({ id: 'products.error.oneDescription' });
    return { ...messages, descriptionPt: oneOfThem, descriptionEn: oneOfThem };
  };
}

/** `opened`: the stored record an edit started from (null for a new product). */
function ProductForm({ initial, opened }: { initial: ProductFormValues; opened: Product | null }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const { products } = useUseCases();
  const queryClient = useQueryClient();
  const form = useForm<ProductFormValues>({ initialValues: initial, validate: useFormErrors(locale) });
  useNumbersFollowLocale(form, locale, renotateNumbers);
  const leave = useReturn(() => void navigate({ to: '/product/list' }));
  const id = opened?.id ?? null;
  const save = useFormSave({
    mutation: productMutations.save(queryClient, products),
    variables: (requestId, expectedUpdatedAt) => {
      const { fields } = fromFormValues(form.getValues(), locale);
      return fields ? { id, fields, requestId, expectedUpdatedAt } : null;
    },
    setFieldErrors: (errors) => form.setErrors(renameKeys(errors)),
    onSaved: leave,
    draft: { form, label: () => opened?.code ?? '' },
    conflict: {
      opened,
      detail: (p) => productQueries.detail(products, p.id),
      showSaved: (p) => resetFormTo(form, toFormValues(p, locale)),
      kind: 'product',
      mergeSaved: (p) => mergeFormOnto(form, toFormValues(p, locale)),
    },
  });
  const t = (key: string, values?: Record<string, string>) => intl.formatMessage({ id: key }, values);
  const example = t('products.field.numberExample', { example: locale === 'pt' ? '1234,5' : '1234.5' });
  const text = (field: TextField, extra: object = {}) => (
    <TextInput label={t(`products.field.${field}`)} {...form.getInputProps(field)} {...extra} />
  );
  const pick = <K extends 'unit' | 'currency' | 'countryOfOrigin'>(
    field: K,
    data: { value: string; label: string }[],
  ) => (
    <Select
      label={t(`products.field.${field}`)}
      data={data}
      searchable
      selectFirstOptionOnChange
      allowDeselect={false}
      withAsterisk
      {...form.getInputProps(field)}
      onChange={(value) => value && form.setValues({ [field]: value } as Partial<ProductFormValues>)}
    />
  );

  return (
    <RecordForm form={form} save={save} onCancel={leave}>
      <FormSection title={t('products.section.identity')} grid>
        {text('code', { withAsterisk: true, autoComplete: 'off' })}
        <Switch
          label={t('products.field.active')}
          mt={{ sm: 'xl' }}
          {...form.getInputProps('active', { type: 'checkbox' })}
        />
        {text('descriptionEn')}
        {text('descriptionPt')}
      </FormSection>
      <FormSection title={t('products.section.trade')} grid>
        {text('hsCode', { withAsterisk: true, inputMode: 'numeric', description: t('products.field.hsHint') })}
        {text('ncmCode', { inputMode: 'numeric', description: t('products.field.ncmHint') })}
        {pick(
          'unit',
          PRODUCT_UNITS.map((u: ProductUnit) => ({ value: u, label: t(`products.unit.${u}`) })),
        )}
        {pick('countryOfOrigin', countryOptions(intl.locale, [initial.countryOfOrigin]))}
        {text('price', { withAsterisk: true, inputMode: 'decimal', description: example })}
        {pick(
          'currency',
          CURRENCY_CODES.map((c: CurrencyCode) => ({ value: c, label: c })),
        )}
        {text('netKg', { withAsterisk: true, inputMode: 'decimal', description: example })}
        {text('grossKg', { withAsterisk: true, inputMode: 'decimal', description: example })}
      </FormSection>
    </RecordForm>
  );
}

/** The record from the cache (the route's loader put it there); a failed load shows the error with a retry. */
function LoadedProductForm({ id }: { id: string }) {
  const { locale } = useLocale();
  const { products } = useUseCases();
  const product = useQuery(productQueries.detail(products, id));
  // useForm reads `initial` once; a later language switch re-notates the typed numbers instead.
  return (
    <QueryView query={product}>
      {(loaded) => <ProductForm key={id} initial={toFormValues(loaded, locale)} opened={loaded} />}
    </QueryView>
  );
}

/** Create (id null) or edit a product. */
export function ProductFormPage({ id }: { id: string | null }) {
  const { locale } = useLocale();
  const [blank] = useState(() => ({ ...toFormValues(EMPTY_PRODUCT, locale), ...BLANK_NUMBERS }));
  return (
    <RecordFormPage
      kind="product"
      id={id}
      titleIds={{ create: 'products.newTitle', edit: 'products.editTitle' }}
      blankForm={<ProductForm key="new" initial={blank} opened={null} />}
      storedForm={(stored) => <LoadedProductForm id={stored} />}
    />
  );
}
