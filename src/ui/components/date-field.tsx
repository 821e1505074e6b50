import '@mantine/dates/styles.css';
import 'dayjs/locale/pt-br';
import { DateInput, DatesProvider, type DateInputProps } from '@mantine/dates';
import { useIntl } from 'react-intl';
import { isIsoDate } from '../../domain/freight/iso-date';
import { readTypedDate } from '../../domain/shared/date-input';

/** The typed date notation of each UI language (the browser's own language plays no part). */
const NOTATION = {
  pt: { language: 'pt', dayjs: 'pt-br', format: 'DD/MM/YYYY' },
  en: { language: 'en', dayjs: 'en', format: 'MM/DD/YYYY' },
} as const;

const notationOf = (locale: string) => (locale.startsWith('pt') ? NOTATION.pt : NOTATION.en);

export interface DateFieldProps extends Omit<DateInputProps, 'value' | 'onChange' | 'valueFormat'> {
  /** ISO 'YYYY-MM-DD', or null for no date. */
  readonly value: string | null;
  readonly onChange: (value: string | null) => void;
}

/**
 * A date typed or picked in the app's notation (pt 31/12/2026, en 12/31/2026), held as an ISO date; its calendar
 * speaks the app's language (month names, first weekday). The field brings its own settings, so a screen needs no
 * provider around it and a screen without a date field never loads the dates library.
 */
export function DateField({ value, onChange, ...rest }: DateFieldProps) {
  const intl = useIntl();
  const { format, language, dayjs } = notationOf(intl.locale);
  return (
    <DatesProvider settings={{ locale: dayjs }}>
      <DateInput
        {...rest}
        valueFormat={format}
        dateParser={(text) => readTypedDate(text, language)}
        placeholder={rest.placeholder ?? intl.formatMessage({ id: 'common.datePlaceholder' })}
        value={value && isIsoDate(value) ? value : null}
        onChange={(next) => onChange(next ? String(next).slice(0, 10) : null)}
        clearable
        clearButtonProps={{ 'aria-label': intl.formatMessage({ id: 'common.clearDate' }) }}
        nextLabel={intl.formatMessage({ id: 'common.nextMonth' })}
        previousLabel={intl.formatMessage({ id: 'common.previousMonth' })}
        // Dimmed days of the months around and red weekend days fall below readable contrast: plain days only.
        hideOutsideDates
        weekendDays={[]}
        popoverProps={{ withinPortal: true }}
        // Enter ends the typing of a date; it never sends a half-filled form (Save does).
        onKeyDown={(event) => {
          rest.onKeyDown?.(event);
          if (event.key === 'Enter') event.preventDefault();
        }}
      />
    </DatesProvider>
  );
}
