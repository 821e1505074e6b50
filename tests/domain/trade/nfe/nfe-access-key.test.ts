import { describe, expect, it } from 'vitest';
import {
  accessKeyCheckDigit,
  composeAccessKey,
  formatAccessKey,
  parseAccessKey,
} from '../../../../src/domain/trade/nfe/nfe-access-key';

// Keys published with their check digit, each with where it was printed.
const PUBLISHED = [
  // Worked example of the digit's computation: blog.nstecnologia.com.br/digito-verificador-da-chave-de-acesso/
  '43171207364617000135550000000120141000120146',
  // Sample answer of a return-of-goods query: manuais.nddigital.com.br/e-Forms/FormacaoArquivos/retorno-da-consulta-de-documen_2.html
  '42200206255692000103554580000098311000009821',
  // An NF-e downloaded from the national portal: danilocontador2011.blogspot.com/2012/03/xml-de-nf-e-baixado-do-portal-nacional.html
  '31110801152671000483550550000886741000886747',
  // Test key of a COBOL check-digit routine: gist.github.com/brunoconstantino/2f382d5739d375efe7c3fc66dd9c904e
  '23140502179938000146550010000658711000658716',
  // Split key shown in a help article: ajuda.maino.com.br, "como é formada a chave de acesso de uma NF-e..."
  '33150308370779000149550010001100931002410775',
] as const;

// An NFC-e (model 65) whose remainder is 0, so its digit is 0: invoisys.com.br/blog/como-e-formada-a-chave-de-acesso/
const NFCE_DIGIT_ZERO = '13181017921427000125650010000000309887251170';

describe('accessKeyCheckDigit', () => {
  it.each(PUBLISHED)('gives the published digit of %s', (key) => {
    expect(accessKeyCheckDigit(key.slice(0, 43))).toBe(key[43]);
  });

  it('gives 0 for a remainder of 0 (published NFC-e key)', () => {
    expect(accessKeyCheckDigit(NFCE_DIGIT_ZERO.slice(0, 43))).toBe('0');
  });

  it('gives 0 for a remainder of 1, not 10 (the published NS key with its last cNF digit set to 2)', () => {
    expect(accessKeyCheckDigit('4317120736461700013555000000012014100012012')).toBe('0');
    expect(accessKeyCheckDigit('4317120736461700013555000000012014100012013')).toBe('8');
  });

  it('values the letters of an alphanumeric CNPJ by their ASCII code minus 48 (A = 17), as the CNPJ does', () => {
    // 12ABC34501DE35 is the Receita Federal's example alphanumeric CNPJ; the weighted sum is 843, remainder 7.
    const body = '352607' + '12ABC34501DE35' + '55' + '001' + '000000001' + '1' + '12345678';
    expect(accessKeyCheckDigit(body)).toBe('4');
    expect(parseAccessKey(`${body}4`)).toMatchObject({ ok: true, value: { issuerId: '12ABC34501DE35' } });
  });

  it('refuses a body that is not 43 characters', () => {
    expect(() => accessKeyCheckDigit('123')).toThrow(RangeError);
  });
});

describe('parseAccessKey', () => {
  it('splits a key into its fields', () => {
    const key = parseAccessKey(PUBLISHED[0]);
    expect(key).toEqual({
      ok: true,
      value: {
        value: PUBLISHED[0],
        ufCode: '43',
        yearMonth: '1712',
        issuerId: '07364617000135',
        model: '55',
        series: '000',
        number: '000012014',
        emissionType: '1',
        numericCode: '00012014',
        checkDigit: '6',
      },
    });
  });

  it('reads a key printed in groups of four or with separators', () => {
    expect(parseAccessKey(formatAccessKey(PUBLISHED[1])).ok).toBe(true);
    expect(parseAccessKey('4220-0206.2556 9200/0103 5545 8000 0098 3110 0000 9821').ok).toBe(true);
  });

  it('names the digit expected when it is wrong', () => {
    const wrong = `${PUBLISHED[2].slice(0, 43)}8`;
    expect(parseAccessKey(wrong)).toEqual({
      ok: false,
      error: { code: 'nfe.key.checkDigit', key: wrong, expected: '7' },
    });
  });

  it('refuses a sound key of another model (an NFC-e is not an NF-e)', () => {
    expect(parseAccessKey(NFCE_DIGIT_ZERO)).toEqual({
      ok: false,
      error: { code: 'nfe.key.model', key: NFCE_DIGIT_ZERO, model: '65' },
    });
  });

  it.each(['', '123', `${PUBLISHED[0]}1`, `${PUBLISHED[0].slice(0, 43)}X`, `A${PUBLISHED[0].slice(1)}`])(
    'refuses the shape of %j',
    (text) => {
      expect(parseAccessKey(text)).toMatchObject({ ok: false, error: { code: 'nfe.key.format' } });
    },
  );
});

describe('formatAccessKey', () => {
  it('prints 11 groups of 4', () => {
    expect(formatAccessKey(PUBLISHED[0])).toBe('4317 1207 3646 1700 0135 5500 0000 0120 1410 0012 0146');
  });
});

describe('composeAccessKey', () => {
  it("gives back a published key from the fields of its document (the portal NF-e's ide and emit)", () => {
    expect(
      composeAccessKey({
        ufCode: '31',
        issuedAt: '2011-08-15T10:00:00-03:00',
        issuerId: '01152671000483',
        model: '55',
        series: '55',
        number: '88674',
        emissionType: '1',
        numericCode: '00088674',
        checkDigit: '7',
      }),
    ).toBe(PUBLISHED[2]);
  });

  it('pads a CPF to 14 characters', () => {
    const key = composeAccessKey({
      ufCode: '35',
      issuedAt: '2026-03-10T09:30:00-03:00',
      issuerId: '12345678909',
      model: '55',
      series: '1',
      number: '1',
      emissionType: '1',
      numericCode: '1',
      checkDigit: '0',
    });
    expect(key.slice(6, 20)).toBe('00012345678909');
    expect(key).toHaveLength(44);
  });
});
