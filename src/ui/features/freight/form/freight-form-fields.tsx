import { ActionIcon, Button, Paper, Textarea, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { isEditableAfterBooking } from '../../../../domain/freight/freight-edit-rules';
import type { FreightFormApi } from './freight-form-api';
import type { FreightFormValues } from './freight-form-values';

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

/** A shipment field's own props: its label (`freight.form.<field>`), read-only once booking locks it, its value. */
export function useFieldProps(form: FreightFormApi, locked: boolean) {
  const intl = useIntl();
  return (field: keyof FreightFormValues & string) => ({
    label: intl.formatMessage({ id: `freight.form.${field}` }),
    disabled: lockedField(locked, field),
    ...form.getInputProps(field),
  });
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

/** The red bin that removes a container, an invoice line, a package or one of its contents. */
export function RemoveButton({ label, onClick, mt }: { label: string; onClick: () => void; mt?: number }) {
  return (
    <ActionIcon mt={mt} variant="subtle" color="red" aria-label={label} onClick={onClick}>
      <IconTrash size={16} aria-hidden />
    </ActionIcon>
  );
}

/** "Add a container", "Add a line", "Add a package"; `small` for what a package holds. */
export function AddButton({
  children,
  onClick,
  small = false,
}: {
  children: ReactNode;
  onClick: () => void;
  small?: boolean;
}) {
  return (
    <Button
      variant={small ? 'subtle' : 'light'}
      size={small ? 'xs' : undefined}
      w="fit-content"
      leftSection={<IconPlus size={small ? 14 : 16} aria-hidden />}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}
