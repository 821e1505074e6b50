import { describe, expect, it } from 'vitest';
import { accessKeyCheckDigit } from '../../../../src/domain/trade/nfe/nfe-access-key';
import { checkNfe, duplicateKeys, isExportCfop } from '../../../../src/domain/trade/nfe/nfe-checks';
import { aNfe, anItem, KEY, SHIPPER_CNPJ } from './nfe-test-data';

describe('checkNfe', () => {
  it('finds nothing wrong with an authorised export NF-e of the shipper', () => {
    expect(checkNfe(aNfe(), SHIPPER_CNPJ)).toEqual([]);
  });

  it('accepts the shipper CNPJ however it is written', () => {
    expect(checkNfe(aNfe(), '11222333000181')).toEqual([]);
  });

  it('names a wrong check digit and the one expected', () => {
    const wrong = `${KEY.slice(0, 43)}${(Number(KEY[43]) + 1) % 10}`;
    const problems = checkNfe(
      aNfe({ key: wrong, id: `NFe${wrong}`, protocol: { status: 100, key: wrong, number: '1' } }),
      SHIPPER_CNPJ,
    );
    expect(problems).toEqual([{ code: 'nfe.key.checkDigit', key: wrong, expected: KEY[43] }]);
  });

  it('refuses a key of another model', () => {
    const body = `${KEY.slice(0, 20)}65${KEY.slice(22, 43)}`;
    const key = `${body}${accessKeyCheckDigit(body)}`;
    expect(checkNfe(aNfe({ key, id: `NFe${key}`, protocol: { status: 100, key, number: '1' } }), SHIPPER_CNPJ)).toEqual(
      [{ code: 'nfe.key.model', key, model: '65' }],
    );
  });

  it('says when the Id is not the key the fields compose', () => {
    const id = `NFe${KEY.slice(0, 30)}9${KEY.slice(31)}`;
    expect(checkNfe(aNfe({ id }), SHIPPER_CNPJ)).toEqual([{ code: 'nfe.key.idMismatch', id, key: KEY }]);
    expect(checkNfe(aNfe({ id: KEY }), SHIPPER_CNPJ)).toEqual([{ code: 'nfe.key.idMismatch', id: KEY, key: KEY }]);
  });

  it('says when another company issued it', () => {
    expect(checkNfe(aNfe({ issuerTaxId: '44555666000181' }), SHIPPER_CNPJ)).toEqual([
      { code: 'nfe.issuer.notShipper', issuer: '44555666000181', shipper: '11222333000181' },
    ]);
    expect(checkNfe(aNfe({ issuerTaxId: '12345678909' }), SHIPPER_CNPJ)).toContainEqual(
      expect.objectContaining({ code: 'nfe.issuer.notShipper' }),
    );
  });

  it('matches an alphanumeric CNPJ of the shipper', () => {
    const problems = checkNfe(aNfe({ issuerTaxId: '12ABC34501DE35' }), '12.ABC.345/01DE-35');
    expect(problems).toEqual([]);
  });

  it('cannot tell the issuer without a sound CNPJ on the shipper', () => {
    expect(checkNfe(aNfe(), undefined)).toEqual([{ code: 'nfe.shipper.noCnpj' }]);
    expect(checkNfe(aNfe(), '11.222.333/0001-82')).toEqual([{ code: 'nfe.shipper.noCnpj' }]);
  });

  it('names each item whose CFOP is not an export one', () => {
    const items = [anItem(), anItem({ position: 2, cfop: '5101' }), anItem({ position: 3, cfop: '6101' })];
    expect(checkNfe(aNfe({ items }), SHIPPER_CNPJ)).toEqual([
      { code: 'nfe.item.notExportCfop', item: 2, cfop: '5101' },
      { code: 'nfe.item.notExportCfop', item: 3, cfop: '6101' },
    ]);
  });

  it('says when the recipient is not abroad', () => {
    expect(checkNfe(aNfe({ recipientUf: 'SP' }), SHIPPER_CNPJ)).toEqual([
      { code: 'nfe.recipient.notAbroad', uf: 'SP' },
    ]);
  });

  it('needs the protocol, status 100, given for this key', () => {
    expect(checkNfe(aNfe({ protocol: null }), SHIPPER_CNPJ)).toEqual([{ code: 'nfe.protocol.missing' }]);
    expect(checkNfe(aNfe({ protocol: { status: 110, key: KEY, number: '1' } }), SHIPPER_CNPJ)).toEqual([
      { code: 'nfe.protocol.notAuthorised', status: 110 },
    ]);
    const other = `${KEY.slice(0, 43)}0`;
    expect(checkNfe(aNfe({ protocol: { status: 100, key: other, number: '1' } }), SHIPPER_CNPJ)).toEqual([
      { code: 'nfe.protocol.keyMismatch', protocolKey: other, key: KEY },
    ]);
  });

  it('takes at most 990 items and at least one', () => {
    const many = Array.from({ length: 991 }, (_, i) => anItem({ position: i + 1 }));
    expect(checkNfe(aNfe({ items: many }), SHIPPER_CNPJ)).toEqual([
      { code: 'nfe.items.tooMany', count: 991, max: 990 },
    ]);
    expect(checkNfe(aNfe({ items: many.slice(0, 990) }), SHIPPER_CNPJ)).toEqual([]);
    expect(checkNfe(aNfe({ items: [] }), SHIPPER_CNPJ)).toEqual([{ code: 'nfe.items.none' }]);
  });
});

describe('isExportCfop', () => {
  it.each([
    ['7101', true],
    ['7.102', true],
    ['7949', true],
    ['5101', false],
    ['6501', false],
    ['71', false],
    ['', false],
  ])('%j -> %s', (cfop, expected) => {
    expect(isExportCfop(cfop)).toBe(expected);
  });
});

describe('duplicateKeys', () => {
  it('names a key attached twice', () => {
    expect(duplicateKeys([{ key: 'a' }, { key: 'b' }, { key: 'a' }, { key: 'a' }])).toEqual(['a']);
    expect(duplicateKeys([{ key: 'a' }, { key: 'b' }])).toEqual([]);
  });
});
