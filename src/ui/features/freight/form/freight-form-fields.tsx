import { Paper, Textarea, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { isEditableAfterBooking } from '../../../../domain/freight/freight-edit-rules';
import type { FreightFormApi } from './freight-form-api';

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" component="section" aria-label={title}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** Whether a shipment field is read-only: once booked, only the domain's tracking fields stay editable. */
export function lockedField(locked: boolean, field: string): boolean {
  return locked && !isEditableAfterBooking(field);
}

/** "e.g. 1234.5" in the reader's notation, under every number field. */
export function numberExample(locale: string): string {
  return locale.startsWith('pt') ? '1234,5' : '1234.5';
}

/** A free-text shipment field under a section's grid, read-only once booking locks it. */
export function SectionTextarea({
  form,
  field,
  label,
  rows,
  locked,
}: {
  form: FreightFormApi;
  field: 'marks' | 'notes';
  label: string;
  rows: number;
  locked: boolean;
}) {
  return (
    <Textarea
      mt="sm"
      label={label}
      rows={rows}
      resize="vertical"
      disabled={lockedField(locked, field)}
      {...form.getInputProps(field)}
    />
  );
}
