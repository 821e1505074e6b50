import type { LineUnit } from '../../freight/freight-options';

/**
 * The invoice unit an NF-e commercial unit (uCom, free text up to 6 characters) stands for. The layout fixes no
 * list, so this knows the abbreviations issuers commonly write; any other gives null and is reported.
 */
const UNITS: Readonly<Record<string, LineUnit>> = {
  UN: 'pcs',
  UND: 'pcs',
  UNID: 'pcs',
  PC: 'pcs',
  PCS: 'pcs',
  PÇ: 'pcs',
  PCA: 'pcs',
  KG: 'kg',
  G: 'g',
  GR: 'g',
  L: 'l',
  LT: 'l',
  M: 'm',
  MT: 'm',
  M2: 'm2',
  M3: 'm3',
  CX: 'box',
  CAIXA: 'box',
  JG: 'set',
  JOGO: 'set',
  CJ: 'set',
  KIT: 'set',
  PAR: 'pair',
  PR: 'pair',
  DZ: 'dozen',
  DUZIA: 'dozen',
};

export function lineUnitOfNfe(unit: string): LineUnit | null {
  const key = unit.trim().toUpperCase().replace(/\.$/, '');
  return Object.prototype.hasOwnProperty.call(UNITS, key) ? (UNITS[key] ?? null) : null;
}
