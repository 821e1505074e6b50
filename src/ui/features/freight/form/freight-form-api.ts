import type { UseFormReturnType } from '@mantine/form';
import type { FreightFormValues } from './freight-form-values';

/** The shipment form as its sections use it. */
export type FreightFormApi = UseFormReturnType<FreightFormValues>;
