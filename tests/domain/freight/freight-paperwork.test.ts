import { describe, expect, it } from 'vitest';
import { EMPTY_CONTACT } from '../../../src/domain/contact/contact';
import { normaliseContact, validateContact } from '../../../src/domain/contact/contact-validation';
import { checkEdit } from '../../../src/domain/freight/freight-edit-rules';
import { applyTransition } from '../../../src/domain/freight/freight-lifecycle';
import { airlineOfDocument } from '../../../src/domain/freight/freight-paperwork';
import { partyRefOf } from '../../../src/domain/freight/freight-parties';
import { freightInputOf, normaliseFreightInput } from '../../../src/domain/freight/freight-record';
import { applyFreightInput } from '../../../src/domain/freight/freight-record-builders';
import { validateFreight } from '../../../src/domain/freight/freight-validation';
import { aPackage } from '../trade/packing-test-data';
import { ADMIN, AT, CLERK, aFreight, aLine } from './freight-test-data';

describe('transport document numbers by mode', () => {
  it('checks an air waybill by air, naming the expected check digit, and prints it with its airline', () => {
    expect(validateFreight(aFreight({ mode: 'air', transportDocument: '176-1234567-4' })).transportDocument).toBe(
      'checkDigit:5',
    );
    expect(validateFreight(aFreight({ mode: 'air', transportDocument: '176-1234567-5' })).transportDocument).toBe(
      undefined,
    );
    expect(normaliseFreightInput(freightInputOf(aFreight({ mode: 'air', transportDocument: '17612345675' })))).toEqual(
      expect.objectContaining({ transportDocument: '176-1234567-5' }),
    );
    expect(airlineOfDocument('air', '176-1234567-5')).toBe('Emirates');
  });

  it('keeps a bill of lading normalised by sea and leaves an express waybill as typed', () => {
    const sea = normaliseFreightInput(freightInputOf(aFreight({ mode: 'sea', transportDocument: ' msc  u123 ' })));
    expect(sea.transportDocument).toBe('MSC U123');
    expect(validateFreight(aFreight({ mode: 'sea', transportDocument: 'MSC#1' })).transportDocument).toBe(
      'blCharacters',
    );
    expect(validateFreight(aFreight({ mode: 'air_express', transportDocument: '1234567890' }))).toEqual({});
  });

  it('checks every container by ISO 6346 and stores it compact', () => {
    const errors = validateFreight(
      aFreight({ mode: 'sea', containers: ['CSQU 305438 3', 'CSQU3054384', 'CSQU3054383'] }),
    );
    expect(errors['containers.0']).toBe(undefined);
    expect(errors['containers.1']).toBe('checkDigit:3');
    expect(errors['containers.2']).toBe('duplicate');
    const input = normaliseFreightInput(freightInputOf(aFreight({ containers: ['csqu 305438 3', ' '] })));
    expect(input.containers).toEqual(['CSQU3054383']);
  });
});

describe('places and marks', () => {
  it('names a seeded place from its code and asks a name for any other well-shaped code', () => {
    const input = normaliseFreightInput(
      freightInputOf(aFreight({ placeOfLoading: { code: 'br ssz', name: '' }, namedPlace: '  Rotterdam ' })),
    );
    expect(input.placeOfLoading).toEqual({ code: 'BRSSZ', name: 'Santos' });
    expect(input.namedPlace).toBe('Rotterdam');
    expect(validateFreight(aFreight({ placeOfDischarge: { code: 'NLXXQ', name: '' } }))).toEqual({
      'placeOfDischarge.name': 'placeNameRequired',
    });
    expect(validateFreight(aFreight({ placeOfDischarge: { code: 'NL1', name: 'x' } }))).toEqual({
      'placeOfDischarge.code': 'locodeFormat',
    });
  });

  it('leaves empty paperwork out of the record, and an edit can clear it', () => {
    const input = normaliseFreightInput(freightInputOf(aFreight({ marks: ' ', containers: [], packingList: [] })));
    expect('marks' in input || 'containers' in input || 'packingList' in input).toBe(false);
    const withMarks = aFreight({ marks: 'FR / HAMBURG' });
    const cleared = applyFreightInput(withMarks, { ...freightInputOf(withMarks), marks: '' }, { at: AT, by: CLERK });
    expect(cleared.marks).toBe(undefined);
  });

  it('lets the containers change once booked, and not the packing list', () => {
    const booked = aFreight({ status: 'booked' });
    const containers = applyFreightInput(
      booked,
      { ...freightInputOf(booked), containers: ['CSQU3054383'] },
      {
        at: AT,
        by: CLERK,
      },
    );
    expect(checkEdit(booked, containers).ok).toBe(true);
    const packed = applyFreightInput(
      booked,
      { ...freightInputOf(booked), packingList: [aPackage()] },
      {
        at: AT,
        by: CLERK,
      },
    );
    expect(checkEdit(booked, packed)).toEqual({ ok: false, error: { code: 'invoiceLocked', fields: ['packingList'] } });
  });
});

describe('booking with a packing list', () => {
  const lines = [
    aLine({ id: 'l1', quantityMilli: 6_000, netWeightGrams: 6_000, grossWeightGrams: 6_600 }),
    aLine({ id: 'l2', quantityMilli: 2_000, netWeightGrams: 4_000, grossWeightGrams: 4_500 }),
  ];
  const l2 = { lineId: 'l2', quantityMilli: 2_000, netWeightGrams: 4_000, grossWeightGrams: 4_500 };

  it('is refused while the weights disagree, saying by how much on which line', () => {
    const record = aFreight({
      lines,
      packingList: [aPackage(), aPackage({ contents: [{ ...l2, grossWeightGrams: 5_000 }] })],
    });
    const result = applyTransition(record, 'book', { at: AT, by: ADMIN });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toEqual({
      code: 'packingMismatch',
      lines: [2],
      differences: [
        {
          lineId: 'l2',
          lineNumber: 2,
          measure: 'grossWeight',
          invoiced: 4_500,
          packed: 5_000,
          difference: 500,
          direction: 'morePacked',
        },
      ],
    });
  });

  it('goes ahead once they agree, and without a packing list as before', () => {
    const agreed = aFreight({ lines, packingList: [aPackage(), aPackage({ contents: [l2] })] });
    expect(applyTransition(agreed, 'book', { at: AT, by: ADMIN }).ok).toBe(true);
    expect(applyTransition(aFreight({ lines }), 'book', { at: AT, by: ADMIN }).ok).toBe(true);
  });

  it('refuses a package that names no line of the invoice as a field error', () => {
    const errors = validateFreight(
      aFreight({ lines, packingList: [aPackage({ contents: [{ ...l2, lineId: 'l9' }] })] }),
    );
    expect(errors['packingList.0.contents.0.lineId']).toBe('unknownLine');
  });
});

describe('parties on the documents', () => {
  const exporter = {
    ...EMPTY_CONTACT,
    id: 'c-1',
    updatedAt: AT,
    company: 'Café Paulista Exportadora',
    address: 'Rua do Porto 10',
    zip: '11010-000',
    city: 'Santos',
    state: 'SP',
    country: 'BR',
    taxId: '11222333000181',
  };

  it('checks a Brazilian company’s CNPJ and keeps it in its printed form; other tax ids as typed', () => {
    expect(validateContact(exporter)).toEqual({});
    expect(normaliseContact(exporter).taxId).toBe('11.222.333/0001-81');
    expect(validateContact({ ...exporter, taxId: '11.222.333/0001-80' }).taxId).toBe('checkDigit:81');
    expect(validateContact({ ...exporter, taxId: '123' }).taxId).toBe('cnpjFormat');
    expect(validateContact({ ...exporter, country: 'DE', taxId: 'DE 123456789' })).toEqual({});
  });

  it('names a party with its address and tax id as picked', () => {
    expect(partyRefOf(normaliseContact(exporter) as typeof exporter)).toEqual({
      id: 'c-1',
      name: 'Café Paulista Exportadora',
      country: 'BR',
      address: 'Rua do Porto 10\n11010-000 Santos\nSP',
      taxId: '11.222.333/0001-81',
    });
  });
});
