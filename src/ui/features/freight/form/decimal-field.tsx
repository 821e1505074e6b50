import { TextInput, type TextInputProps } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { formatDecimalInput, parseDecimalInput, type DecimalInputError } from '../../../../domain/shared/decimal-input';

export interface DecimalFieldProps extends Omit<TextInputProps, 'value' | 'onChange' | 'error'> {
  readonly value: number;
  /** Decimal places; the value is the number x 10^scale. */
  readonly scale: number;
  readonly onValue: (value: number) => void;
  /** Reports a typing error (or null once the text reads as a number) so the form can refuse to save. */
  readonly onParseError: (code: DecimalInputError | null) => void;
  readonly allowNegative?: boolean;
  /** A rule error from the domain, already in words. */
  readonly ruleError?: string | null;
}

/**
 * A number typed in the reader's notation ('1,5' in Portuguese). The text stays as typed; a bad
 * text shows why at the field and never turns into 0 or NaN.
 */
export function DecimalField({
  value,
  scale,
  onValue,
  onParseError,
  allowNegative,
  ruleError,
  ...rest
}: DecimalFieldProps) {
  const intl = useIntl();
  const locale = intl.locale.startsWith('pt') ? 'pt' : 'en';
  const [text, setText] = useState(() => formatDecimalInput(value, scale, locale));
  const [error, setError] = useState<DecimalInputError | null>(null);

  useEffect(() => {
    const parsed = parseDecimalInput(text, { locale, scale, allowNegative: allowNegative ?? false });
    if (!parsed.ok || parsed.value !== value) {
      if (parsed.ok || error === null) setText(formatDecimalInput(value, scale, locale));
    }
    // Only an outside change of the value (or of the locale/scale) rewrites the text.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value, scale, locale]);

  const example = formatDecimalInput(1500, 3, locale);
  const message = error
    ? intl.formatMessage({ id: `freight.error.${error}` }, { example, scale })
    : (ruleError ?? null);
  return (
    <TextInput
      {...rest}
      inputMode="decimal"
      value={text}
      error={message}
      onChange={(e) => {
        const next = e.currentTarget.value;
        setText(next);
        const parsed = parseDecimalInput(next, { locale, scale, allowNegative: allowNegative ?? false });
        if (parsed.ok) {
          setError(null);
          onParseError(null);
          onValue(parsed.value);
        } else {
          setError(parsed.error);
          onParseError(parsed.error);
        }
      }}
    />
  );
}
