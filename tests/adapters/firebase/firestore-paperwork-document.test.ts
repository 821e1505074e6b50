import { describe, expect, it } from 'vitest';
import { fromStored, toStored } from '../../../src/adapters/firebase/firestore-freight-document';
import { freightRecordDto } from '../../../src/adapters/http/dto/freight.dto';
import { aPackage } from '../../domain/trade/packing-test-data';
import { aFreight, aLine } from '../../domain/freight/freight-test-data';
import * as z from 'zod/mini';

const paperwork = aFreight({
  mode: 'sea',
  shipper: {
    id: 'c-1',
    name: 'Exporter',
    country: 'BR',
    address: 'Rua do Porto 10\nSantos',
    taxId: '11.222.333/0001-81',
  },
  lines: [aLine({ id: 'l1', quantityMilli: 6_000, netWeightGrams: 6_000, grossWeightGrams: 6_600 })],
  namedPlace: 'Rotterdam',
  placeOfLoading: { code: 'BRSSZ', name: 'Santos' },
  placeOfDischarge: { code: 'NLRTM', name: 'Rotterdam' },
  marks: 'EXP / RTM',
  containers: ['CSQU3054383'],
  packingList: [aPackage()],
});

describe('the paperwork in a Firestore document and on the wire', () => {
  it('reads back as written, parties with their address and tax id', () => {
    const { keys: _keys, ...stored } = toStored(paperwork);
    expect(fromStored(paperwork.id, stored)).toEqual(paperwork);
  });

  it('reads a document written before the paperwork existed without any of it', () => {
    const plain = aFreight();
    const read = fromStored(plain.id, toStored(plain));
    expect(read && ['namedPlace', 'placeOfLoading', 'containers', 'packingList'].some((k) => k in read)).toBe(false);
  });

  it('passes the REST schema whole', () => {
    expect(z.parse(freightRecordDto, paperwork)).toEqual(paperwork);
  });
});
