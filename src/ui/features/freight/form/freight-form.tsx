import { Alert, Grid, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { isEditableAfterBooking, isInvoiceLocked } from '../../../../domain/freight/freight-edit-rules';
import { freightInputOf, type FreightInput, type FreightRecord } from '../../../../domain/freight/freight-record';
import { freightTotals } from '../../../../domain/freight/freight-totals';
import { freightWarnings } from '../../../../domain/freight/freight-validation';
import { anyModeCounterpart } from '../../../../domain/freight/incoterms';
import { invoiceCurrencyError } from '../../../../domain/trade/ptax-currencies';
import { useUseCases } from '../../../app-context';
import { fieldErrorTexts } from '../../../components/error-text';
import { RecordFormActions } from '../../../components/list-view/record-form-actions';
import { FormFailureAlert } from '../../../components/list-view/form-failure-alert';
import { ColleagueSaveNotice } from '../../../components/list-view/colleague-save-notice';
import { mergeFormOnto } from '../../../components/list-view/merge-edits';
import { resetFormTo, useFormSave } from '../../../components/list-view/use-form-save';
import { useLocale } from '../../../i18n/i18n-provider';
import { freightMutations } from '../../../queries/freight.mutations';
import { freightQueries } from '../../../queries/freight.queries';
import { FreightTotalsPanel } from '../freight-totals-panel';
import { useNumbersFollowLocale } from '../../../components/use-numbers-follow-locale';
import { formFieldOf, readForm } from './freight-form-read';
import { renotate, toFormValues } from './freight-form-from-record';
import type { FreightFormValues } from './freight-form-values';
import { FreightShipmentSection } from './freight-shipment-section';
import { FreightTermsSection } from './freight-terms-section';
import { LineItems } from './line-items';
import { FreightPaperworkSection } from './freight-paperwork-section';
import { PackingListSection } from './packing-list-section';

function Warnings({ values, input }: { values: FreightFormValues; input: FreightInput }) {
  const intl = useIntl();
  // The spec's defaults (CIF by air express) would warn on an empty form: the incoterm warning waits for a choice.
  const warnings = freightWarnings(input).filter((w) => w !== 'incotermSeaOnly' || values.termsChosen);
  return warnings.map((w) => (
    <Alert key={w} color="yellow" data-testid={`warning-${w}`}>
      {intl.formatMessage(
        { id: `freight.form.warning.${w}` },
        { incoterm: values.incoterm, counterpart: anyModeCounterpart(values.incoterm) ?? '' },
      )}
    </Alert>
  ));
}

export interface FreightFormProps {
  readonly initial: FreightInput;
  /** The shipment being edited, or null for a new one. */
  readonly existing: FreightRecord | null;
  readonly onSaved: (saved: FreightRecord) => void;
  readonly onCancel: () => void;
}

/** Create and edit: the domain validates, totals are computed (never typed), invoice fields lock at booking. */
export function FreightForm({ initial, existing, onSaved, onCancel }: FreightFormProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const { freight } = useUseCases();
  const queryClient = useQueryClient();
  // A draft's invoice currency must have a PTAX; a stored one without (CNY...) opens and shows the error.
  const currencyErrors = (values: FreightFormValues): Record<string, string> => {
    const code = isInvoiceLocked(existing?.status ?? 'draft') ? null : invoiceCurrencyError(values.currency);
    return code ? { currency: code } : {};
  };
  const form = useForm<FreightFormValues>({
    initialValues: toFormValues(initial, locale),
    validate: (values) => fieldErrorTexts(intl, { ...readForm(values, locale).errors, ...currencyErrors(values) }),
    validateInputOnBlur: true,
    validateInputOnChange: true,
  });
  useNumbersFollowLocale(form, locale, renotate);
  const save = useFormSave({
    mutation: freightMutations.save(queryClient, freight),
    variables: (requestId, expectedUpdatedAt) => {
      const read = readForm(form.getValues(), locale);
      if (Object.keys(read.errors).length > 0) return null;
      return existing
        ? {
            id: existing.id,
            input: read.input,
            requestId,
            expectedUpdatedAt: expectedUpdatedAt ?? existing.audit.updatedAt,
          }
        : { id: null, input: read.input, requestId };
    },
    setFieldErrors: (errors) =>
      form.setErrors(Object.fromEntries(Object.entries(errors).map(([path, text]) => [formFieldOf(path), text]))),
    onSaved,
    draft: { form, label: () => existing?.reference ?? '' },
    conflict: {
      opened: existing,
      versionOf: (record) => record.audit.updatedAt,
      detail: (record) => freightQueries.detail(freight, record.id),
      showSaved: (record) => resetFormTo(form, toFormValues(freightInputOf(record), locale)),
      kind: 'freight',
      // Booked meanwhile: what was typed in the now locked invoice fields cannot be saved over it.
      mergeSaved: (record) =>
        mergeFormOnto(
          form,
          toFormValues(freightInputOf(record), locale),
          isInvoiceLocked(record.status) ? isEditableAfterBooking : undefined,
        ),
    },
  });
  const { submit, failure } = save;
  const values = form.getValues();
  const read = readForm(values, locale);
  const locked = isInvoiceLocked(existing?.status ?? 'draft');
  const hasErrors = Object.keys(form.errors).length > 0;

  return (
    <form onSubmit={form.onSubmit(() => void submit())} noValidate>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Stack gap="md">
            <ColleagueSaveNotice save={save} />
            {locked ? (
              <Alert color="gray" data-testid="invoice-locked">
                <FormattedMessage id="freight.detail.locked" />
              </Alert>
            ) : null}
            <FreightTermsSection
              form={form}
              locked={locked}
              read={read}
              invoiceDate={existing?.invoiceDate ?? freight.today()}
            />
            <FreightShipmentSection form={form} locked={locked} />
            <FreightPaperworkSection form={form} locked={locked} />
            <LineItems form={form} locked={locked} />
            <PackingListSection form={form} locked={locked} read={read} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Stack gap="md" style={{ position: 'sticky', top: 80 }}>
            <FreightTotalsPanel totals={read.unreadable ? null : freightTotals(read.input)} />
            <Warnings values={values} input={read.input} />
            {failure ? (
              <FormFailureAlert save={save} />
            ) : hasErrors ? (
              <Alert color="red" role="alert">
                <FormattedMessage id="freight.form.fixErrors" />
              </Alert>
            ) : null}
            <RecordFormActions form={form} save={save} onCancel={onCancel} />
          </Stack>
        </Grid.Col>
      </Grid>
    </form>
  );
}
