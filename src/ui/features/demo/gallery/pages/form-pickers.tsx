import '@mantine/dates/styles.css';
import 'dayjs/locale/pt-br';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import {
  DatePicker,
  DatePickerInput,
  DatesProvider,
  DateTimePicker,
  MonthPickerInput,
  TimeInput,
  YearPickerInput,
  type DatesRangeValue,
} from '@mantine/dates';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { DemoSection, useT } from '../shared/demo-section';

export function PickersDemo() {
  const t = useT();
  const intl = useIntl();
  const [day, setDay] = useState<string | null>('2026-11-21');
  const [range, setRange] = useState<DatesRangeValue<string>>(['2026-11-20', '2026-11-27']);
  return (
    <DatesProvider settings={{ locale: intl.locale.startsWith('pt') ? 'pt-br' : 'en', firstDayOfWeek: 1 }}>
      <Stack>
        <DemoSection titleId="gallery.form.pickers.inputs">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <DatePickerInput label={t('gallery.form.pickers.etd')} value={day} onChange={setDay} clearable />
            <DatePickerInput type="range" label={t('gallery.form.pickers.window')} value={range} onChange={setRange} />
            <DatePickerInput type="multiple" label={t('gallery.form.pickers.holidays')} />
            <DateTimePicker label={t('gallery.form.pickers.cutoff')} />
            <TimeInput label={t('gallery.form.pickers.time')} />
            <MonthPickerInput label={t('gallery.form.pickers.month')} />
            <YearPickerInput label={t('gallery.form.pickers.year')} />
          </SimpleGrid>
          <Text size="sm" aria-live="polite">
            {t('gallery.form.pickers.chosen', { day: day ?? '–', from: range[0] ?? '–', to: range[1] ?? '–' })}
          </Text>
        </DemoSection>
        <DemoSection titleId="gallery.form.pickers.inline">
          <DatePicker
            value={day}
            onChange={setDay}
            hideOutsideDates
            ariaLabels={{
              nextMonth: t('gallery.form.pickers.next'),
              previousMonth: t('gallery.form.pickers.previous'),
              monthLevelControl: t('gallery.form.pickers.level'),
              yearLevelControl: t('gallery.form.pickers.level'),
            }}
          />
        </DemoSection>
      </Stack>
    </DatesProvider>
  );
}
