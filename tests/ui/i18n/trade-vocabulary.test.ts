import { describe, expect, it } from 'vitest';
import { INVOICE_TEXT } from '../../../src/ui/features/invoice/invoice-text';
import type { FeatureMessages } from '../../../src/ui/i18n/messages';

// The product's Portuguese catalogues (the template's demos keep their own words).
const catalogs = import.meta.glob<FeatureMessages>(
  ['../../../src/ui/features/*/messages.ts', '../../../src/ui/i18n/*.messages.ts'],
  { eager: true, import: 'messages' },
);

/** Every Portuguese text of the product's screens and printed invoice, flattened. */
function portugueseTexts(): string[] {
  const screens = Object.values(catalogs).flatMap((messages) => Object.values(messages.pt ?? {}));
  const flatten = (value: unknown): string[] =>
    typeof value === 'string'
      ? [value]
      : value && typeof value === 'object'
        ? Object.values(value).flatMap(flatten)
        : [];
  return [...screens.map(String), ...flatten(INVOICE_TEXT.pt)];
}

describe('Portuguese trade vocabulary', () => {
  // The step that fixes the invoice is not a carrier booking; Brazil says SH (Sistema Harmonizado), not HS; the
  // consignee is the consignatário; a shipping line or airline is a transportador, not a (road) transportadora.
  it.each([
    ['Reservar / Reservado', /reserv(?!ados \{version\})/i], // "direitos reservados" is the footer's
    ['Código HS', /c[óo]digo HS/i],
    ['Destinatário for the consignee', /destinat[áa]rio(?! \(DTU\))/i],
    ['Transportadora', /transportadora/i],
  ])('uses no "%s"', (_name, pattern) => {
    expect(portugueseTexts().filter((text) => pattern.test(text))).toEqual([]);
  });

  it('reads the Portuguese catalogues (a test over nothing proves nothing)', () => {
    expect(portugueseTexts().length).toBeGreaterThan(500);
  });
});
