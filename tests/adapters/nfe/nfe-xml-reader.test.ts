import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readNfeXml } from '../../../src/adapters/nfe/nfe-xml-reader';
import { loadNfeXmlReader } from '../../../src/adapters/nfe/nfe-xml-reader.lazy';
import { parseAccessKey } from '../../../src/domain/trade/nfe/nfe-access-key';
import { checkNfe } from '../../../src/domain/trade/nfe/nfe-checks';
import type { NfeDocument } from '../../../src/domain/trade/nfe/nfe-document';

const fixture = (name: string) => readFileSync(resolve(__dirname, '../../fixtures/nfe', name), 'utf8');
const SHIPPER = '11.222.333/0001-81';
const KEY = '35260311222333000181550010000045211304817269';

function read(name: string): NfeDocument {
  const result = readNfeXml(fixture(name));
  if (!result.ok) throw new Error(`${name}: ${result.error.code}`);
  return result.value;
}

describe('readNfeXml', () => {
  it('reads the authorised export NF-e: identity, parties, items, volumes and protocol', () => {
    const doc = read('export-authorised.xml');
    expect(parseAccessKey(doc.key).ok).toBe(true);
    expect(doc).toMatchObject({
      id: `NFe${KEY}`,
      key: KEY,
      model: '55',
      series: '1',
      number: '4521',
      issueDate: '2026-03-10',
      issuerTaxId: '11222333000181',
      issuerName: 'CAFE SERRA AZUL EXPORTADORA LTDA',
      recipientName: 'HAMBURG KAFFEE IMPORT GMBH',
      recipientCountryCode: '0230',
      recipientCountryName: 'ALEMANHA',
      recipientUf: 'EX',
      volumes: [{ count: 12, kind: 'PALLETS', netWeightGrams: 7_500_000, grossWeightGrams: 7_860_500 }],
      protocol: { status: 100, key: KEY, number: '135260000452113' },
    });
    expect(doc.items).toHaveLength(3);
    expect(doc.items[0]).toEqual({
      position: 1,
      code: 'CAFE-001',
      description: 'CAFE VERDE ARABICA EM GRAOS, SACAS DE 60 KG',
      ncm: '09011110',
      cfop: '7101',
      unit: 'KG',
      quantityTenThousandths: 60_000_000,
      unitValueTenThousandths: 285_000,
      totalBrlCents: 17_100_000,
      discountBrlCents: 0,
    });
    expect(doc.items[2]).toMatchObject({ description: 'CAIXA DE PAPELAO ONDULADO P&D 40X30X30', unit: 'UN' });
    expect(checkNfe(doc, SHIPPER)).toEqual([]);
  });

  it.each([
    ['wrong-check-digit.xml', [{ code: 'nfe.key.checkDigit', expected: '9' }]],
    ['id-mismatch.xml', [{ code: 'nfe.key.idMismatch', key: KEY }]],
    ['domestic-cfop.xml', [{ code: 'nfe.item.notExportCfop', item: 2, cfop: '5101' }]],
    ['uf-not-ex.xml', [{ code: 'nfe.recipient.notAbroad', uf: 'SP' }]],
    ['denied-110.xml', [{ code: 'nfe.protocol.notAuthorised', status: 110 }]],
    ['no-protocol.xml', [{ code: 'nfe.protocol.missing' }]],
    ['other-issuer.xml', [{ code: 'nfe.issuer.notShipper', issuer: '44555666000181' }]],
  ])('%s reads, and the checks name its one fault', (name, expected) => {
    const problems = checkNfe(read(name), SHIPPER);
    expect(problems).toHaveLength(1);
    expect(problems).toEqual(expected.map((p) => expect.objectContaining(p)));
  });

  it('refuses a DOCTYPE with entities before parsing', () => {
    expect(readNfeXml(fixture('doctype-entity.xml'))).toEqual({ ok: false, error: { code: 'nfe.doctype' } });
    expect(readNfeXml('<!ENTITY x "y"><nfeProc/>')).toEqual({ ok: false, error: { code: 'nfe.doctype' } });
  });

  it('refuses more than 990 items', () => {
    expect(readNfeXml(fixture('too-many-items.xml'))).toEqual({
      ok: false,
      error: { code: 'nfe.tooManyItems', count: 991, max: 990 },
    });
  });

  it('refuses more than 5 MB', () => {
    const padded = fixture('export-authorised.xml').replace(
      '</nfeProc>',
      `<!--${'x'.repeat(5 * 1024 * 1024)}--></nfeProc>`,
    );
    expect(readNfeXml(padded)).toEqual({ ok: false, error: { code: 'nfe.tooLarge', maxBytes: 5_242_880 } });
  });

  it('refuses empty text, text that is not XML, and XML that is not an NF-e', () => {
    expect(readNfeXml('  \n')).toEqual({ ok: false, error: { code: 'nfe.empty' } });
    expect(readNfeXml('NF-e 4521')).toEqual({ ok: false, error: { code: 'nfe.notXml' } });
    expect(readNfeXml('<nfeProc><NFe></nfeProc>')).toEqual({ ok: false, error: { code: 'nfe.notXml' } });
    expect(readNfeXml('<a/><b/>')).toEqual({ ok: false, error: { code: 'nfe.notXml' } });
    expect(readNfeXml('<cteProc xmlns="http://www.portalfiscal.inf.br/cte"><CTe/></cteProc>')).toEqual({
      ok: false,
      error: { code: 'nfe.notNfeProc', root: 'cteProc' },
    });
  });

  it('refuses another namespace and another layout version', () => {
    const text = fixture('export-authorised.xml');
    expect(readNfeXml(text.replaceAll('http://www.portalfiscal.inf.br/nfe', 'urn:other'))).toEqual({
      ok: false,
      error: { code: 'nfe.namespace', namespace: 'urn:other' },
    });
    expect(readNfeXml(text.replace(`Id="NFe${KEY}" versao="4.00"`, `Id="NFe${KEY}" versao="3.10"`))).toEqual({
      ok: false,
      error: { code: 'nfe.version', version: '3.10' },
    });
  });

  it('names a missing or malformed field by its path', () => {
    const text = fixture('export-authorised.xml');
    expect(readNfeXml(text.replace('<NCM>09012100</NCM>', ''))).toEqual({
      ok: false,
      error: { code: 'nfe.missingField', field: 'det[2]/prod/NCM' },
    });
    expect(readNfeXml(text.replace('<NCM>09012100</NCM>', '<NCM>0901</NCM>'))).toEqual({
      ok: false,
      error: { code: 'nfe.badField', field: 'det[2]/prod/NCM', value: '0901' },
    });
    expect(readNfeXml(text.replace('<vProd>171000.00</vProd>', '<vProd>171.000,00</vProd>'))).toEqual({
      ok: false,
      error: { code: 'nfe.badField', field: 'det[1]/prod/vProd', value: '171.000,00' },
    });
  });

  it('reads a bare NFe (not yet authorised) with no protocol, and a byte-order mark', () => {
    const text = fixture('no-protocol.xml');
    const bare = text.replace(/<nfeProc[^>]*>/, '').replace('</nfeProc>', '');
    const result = readNfeXml(`\uFEFF${bare}`);
    expect(result.ok && result.value.protocol).toBe(null);
  });

  it('is loaded on demand', async () => {
    const reader = await loadNfeXmlReader();
    expect(reader(fixture('export-authorised.xml')).ok).toBe(true);
  });
});
