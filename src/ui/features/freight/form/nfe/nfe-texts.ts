import type { IntlShape } from 'react-intl';
import type { NfeRefusal } from '../../../../../application/freight/nfe-import';
import { scaledToDecimalString } from '../../../../../domain/shared/money';
import { formatCnpj } from '../../../../../domain/trade/cnpj';
import { formatAccessKey } from '../../../../../domain/trade/nfe/nfe-access-key';
import type { NfeDocument } from '../../../../../domain/trade/nfe/nfe-document';
import type { NfeDifference } from '../../../../../domain/trade/nfe/nfe-reconciliation';
import { formatKg, formatMoney } from '../../../../components/format-freight';

// The NF-e import's refusals and differences as a person reads them: each code its sentence, each figure in its unit.

const KEY_FIELDS = new Set(['key', 'protocolKey']);
const CNPJ = /^\d{14}$/;

/** A refusal's values as its sentence shows them: keys in groups of 4, CNPJs punctuated, bytes in MB. */
function refusalValues(problem: NfeRefusal['problem']): Record<string, string | number> {
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(problem)) {
    if (name === 'code') continue;
    if (typeof value === 'string' && KEY_FIELDS.has(name)) values[name] = formatAccessKey(value);
    else if (typeof value === 'string' && CNPJ.test(value)) values[name] = formatCnpj(value);
    else values[name] = value as string | number;
  }
  if ('maxBytes' in problem) values.megabytes = problem.maxBytes / (1024 * 1024);
  return values;
}

export function refusalText(intl: IntlShape, refusal: NfeRefusal): string {
  return intl.formatMessage({ id: `freight.nfe.refusal.${refusal.problem.code}` }, refusalValues(refusal.problem));
}

/** The accepted NF-e, each with its number, series and key as the DANFE prints it. */
export function documentKeyText(intl: IntlShape, doc: NfeDocument): string {
  return intl.formatMessage(
    { id: 'freight.nfe.keyOf' },
    { number: doc.number, series: doc.series, key: formatAccessKey(doc.key) },
  );
}

function tenThousandths(intl: IntlShape, value: number): string {
  return intl.formatNumber(scaledToDecimalString(value, 4) as `${number}`, { maximumFractionDigits: 4 });
}

/** One side of a difference in the unit of its field (see NfeReconciliation: ten-thousandths, centavos, grams). */
export function differenceFigure(intl: IntlShape, field: NfeDifference['field'], value: NfeDifference['nfe']): string {
  if (value === null) return field === 'exchangeRate' ? intl.formatMessage({ id: 'freight.nfe.noRate' }) : '—';
  if (typeof value === 'string') return value;
  switch (field) {
    case 'quantity':
      return tenThousandths(intl, value);
    case 'value':
      return formatMoney(intl.locale, { minor: value, currency: 'BRL' });
    case 'netWeight':
    case 'grossWeight':
      return formatKg(intl.locale, value);
    default:
      return intl.formatNumber(value);
  }
}
