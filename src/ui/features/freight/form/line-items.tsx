import { Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { newFreightLine } from '../../../../domain/freight/freight-record-builders';
import { useLocale } from '../../../i18n/i18n-provider';
import type { FreightFormApi } from './freight-form-api';
import { lineToFormValues } from './freight-form-from-record';
import type { LineFormValues } from './freight-form-values';
import { AddButton, Section } from './freight-form-fields';
import { LineItem } from './line-item';
import { NfeImport } from './nfe/nfe-import';

function nextLineId(lines: readonly LineFormValues[]): string {
  const highest = lines.reduce((max, l) => Math.max(max, Number(l.id.replace(/\D/g, '')) || 0), 0);
  return `l${highest + 1}`;
}

/** Invoice lines; "Add line" puts the focus in the new line's product picker. */
export function LineItems({ form, locked }: { form: FreightFormApi; locked: boolean }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const { lines, currency, countryOfOrigin } = form.getValues();
  const focusLine = useRef<string | null>(null);
  const list = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const id = focusLine.current;
    if (!id) return;
    focusLine.current = null;
    list.current?.querySelector<HTMLInputElement>(`[data-line="${id}"] input`)?.focus();
  }, [lines.length]);

  const add = () => {
    const id = nextLineId(lines);
    focusLine.current = id;
    const line = newFreightLine({ id, countryOfOrigin: countryOfOrigin || 'BR' });
    form.insertListItem('lines', lineToFormValues(line, currency, locale));
  };

  return (
    <Section title={intl.formatMessage({ id: 'freight.form.lines' })}>
      <Stack gap="sm" ref={list}>
        {lines.map((line, index) => (
          <LineItem key={line.id} form={form} index={index} locked={locked} />
        ))}
        {typeof form.errors.lines === 'string' ? (
          <Text c="red.8" size="sm" role="alert">
            {form.errors.lines}
          </Text>
        ) : null}
        <NfeImport form={form} locked={locked}>
          {locked ? null : (
            <AddButton onClick={add}>
              <FormattedMessage id="freight.form.addLine" />
            </AddButton>
          )}
        </NfeImport>
      </Stack>
    </Section>
  );
}
