import { XMLParser } from 'fast-xml-parser';
import { composeAccessKey } from '../../domain/trade/nfe/nfe-access-key';
import {
  NFE_MAX_ITEMS,
  NFE_NAMESPACE,
  scaledDecimal,
  type NfeDocument,
  type NfeItem,
  type NfeProtocol,
  type NfeVolume,
} from '../../domain/trade/nfe/nfe-document';
import { NFE_MAX_BYTES, type NfeReadError } from '../../domain/trade/nfe/nfe-read-errors';
import { err, ok, type Result } from '../../domain/shared/result';

/**
 * Reads an `nfeProc` file (an NF-e of layout 4.00 with the protocol SEFAZ returned; a bare `NFe` reads too, with
 * no protocol) into an NfeDocument. Entities are never expanded: a DOCTYPE or ENTITY declaration is refused
 * before parsing, and only the five predefined entities and character references are decoded, in the fields read.
 */
type Node = Record<string, unknown>;

class Malformed extends Error {
  constructor(readonly reason: NfeReadError) {
    super(reason.code);
  }
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  processEntities: false,
  parseTagValue: false,
  parseAttributeValue: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
  isArray: (name) => name === 'det' || name === 'vol',
});

const PREDEFINED: Readonly<Record<string, string>> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-fA-F]{1,6}|#\d{1,7}|[a-z]{2,4});/g, (whole, name: string) => {
    if (name.startsWith('#')) {
      const code = name[1] === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return PREDEFINED[name] ?? whole;
  });
}

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);

function child(node: Node, name: string, path: string): Node {
  const value = node[name];
  if (isNode(value)) return value;
  throw new Malformed({ code: 'nfe.missingField', field: path });
}

function optionalText(node: Node | undefined, name: string): string | undefined {
  const value = node?.[name];
  if (typeof value === 'string') return decode(value).trim();
  if (isNode(value) && typeof value['#text'] === 'string') return decode(value['#text']).trim();
  return undefined;
}

function text(node: Node, name: string, path: string): string {
  const value = optionalText(node, name);
  if (value === undefined || value === '') throw new Malformed({ code: 'nfe.missingField', field: path });
  return value;
}

function scaled(value: string, digits: number, field: string): number {
  const result = scaledDecimal(value, digits);
  if (result === null) throw new Malformed({ code: 'nfe.badField', field, value });
  return result;
}

function matching(value: string, pattern: RegExp, field: string): string {
  if (!pattern.test(value)) throw new Malformed({ code: 'nfe.badField', field, value });
  return value;
}

function readItem(det: unknown, index: number): NfeItem {
  const at = `det[${index + 1}]`;
  if (!isNode(det)) throw new Malformed({ code: 'nfe.missingField', field: `${at}/prod` });
  const prod = child(det, 'prod', `${at}/prod`);
  const field = (name: string) => text(prod, name, `${at}/prod/${name}`);
  const position = Number(matching(optionalText(det, '@_nItem') ?? String(index + 1), /^\d{1,3}$/, `${at}/@nItem`));
  const discount = optionalText(prod, 'vDesc');
  return {
    position,
    code: field('cProd'),
    description: field('xProd'),
    ncm: matching(field('NCM'), /^\d{8}$/, `${at}/prod/NCM`),
    cfop: matching(field('CFOP'), /^\d{4}$/, `${at}/prod/CFOP`),
    unit: field('uCom'),
    quantityTenThousandths: scaled(field('qCom'), 4, `${at}/prod/qCom`),
    unitValueTenThousandths: scaled(field('vUnCom'), 4, `${at}/prod/vUnCom`),
    totalBrlCents: scaled(field('vProd'), 2, `${at}/prod/vProd`),
    discountBrlCents: discount ? scaled(discount, 2, `${at}/prod/vDesc`) : 0,
  };
}

function readVolume(vol: unknown, index: number): NfeVolume {
  const node = isNode(vol) ? vol : {};
  const at = `transp/vol[${index + 1}]`;
  const optional = (name: string, digits: number) => {
    const value = optionalText(node, name);
    return value ? scaled(value, digits, `${at}/${name}`) : 0;
  };
  return {
    count: optional('qVol', 0),
    kind: optionalText(node, 'esp') ?? '',
    netWeightGrams: optional('pesoL', 3),
    grossWeightGrams: optional('pesoB', 3),
  };
}

function readProtocol(proc: Node | undefined): NfeProtocol | null {
  const prot = proc?.['protNFe'];
  if (!isNode(prot)) return null;
  const inf = child(prot, 'infProt', 'protNFe/infProt');
  const status = text(inf, 'cStat', 'protNFe/infProt/cStat');
  return {
    status: Number(matching(status, /^\d{3}$/, 'protNFe/infProt/cStat')),
    key: text(inf, 'chNFe', 'protNFe/infProt/chNFe'),
    number: optionalText(inf, 'nProt') ?? '',
  };
}

function checkNamespace(node: Node) {
  const namespace = optionalText(node, '@_xmlns');
  if (namespace !== undefined && namespace !== NFE_NAMESPACE) throw new Malformed({ code: 'nfe.namespace', namespace });
}

function readDocument(root: Node): NfeDocument {
  const [rootName] = Object.keys(root);
  const proc = rootName === 'nfeProc' ? child(root, 'nfeProc', 'nfeProc') : undefined;
  const nfeNode = proc ? child(proc, 'NFe', 'NFe') : rootName === 'NFe' ? child(root, 'NFe', 'NFe') : undefined;
  if (!nfeNode) throw new Malformed({ code: 'nfe.notNfeProc', root: rootName ?? '' });
  const outer = proc ?? nfeNode;
  if (optionalText(outer, '@_xmlns') !== NFE_NAMESPACE) {
    throw new Malformed({ code: 'nfe.namespace', namespace: optionalText(outer, '@_xmlns') ?? '' });
  }
  checkNamespace(nfeNode);
  const inf = child(nfeNode, 'infNFe', 'infNFe');
  const version = optionalText(inf, '@_versao') ?? '';
  if (version !== '4.00') throw new Malformed({ code: 'nfe.version', version });

  const dets = Array.isArray(inf['det']) ? inf['det'] : [];
  if (dets.length > NFE_MAX_ITEMS)
    throw new Malformed({ code: 'nfe.tooManyItems', count: dets.length, max: NFE_MAX_ITEMS });
  const ide = child(inf, 'ide', 'ide');
  const emit = child(inf, 'emit', 'emit');
  const dest = child(inf, 'dest', 'dest');
  const address = isNode(dest['enderDest']) ? dest['enderDest'] : undefined;
  const idField = (name: string) => text(ide, name, `ide/${name}`);
  const issuedAt = matching(idField('dhEmi'), /^\d{4}-\d{2}-\d{2}T/, 'ide/dhEmi');
  const issuerTaxId = optionalText(emit, 'CNPJ') || text(emit, 'CPF', 'emit/CNPJ');
  const transp = isNode(inf['transp']) ? inf['transp'] : {};
  const vols = Array.isArray(transp['vol']) ? transp['vol'] : [];

  return {
    id: text(inf, '@_Id', 'infNFe/@Id'),
    key: composeAccessKey({
      ufCode: idField('cUF'),
      issuedAt,
      issuerId: issuerTaxId,
      model: idField('mod'),
      series: idField('serie'),
      number: idField('nNF'),
      emissionType: idField('tpEmis'),
      numericCode: idField('cNF'),
      checkDigit: idField('cDV'),
    }),
    model: idField('mod'),
    series: idField('serie'),
    number: idField('nNF'),
    issueDate: issuedAt.slice(0, 10),
    issuerTaxId,
    issuerName: text(emit, 'xNome', 'emit/xNome'),
    recipientName: text(dest, 'xNome', 'dest/xNome'),
    recipientCountryCode: optionalText(address, 'cPais') ?? '',
    recipientCountryName: optionalText(address, 'xPais') ?? '',
    recipientUf: text(address ?? {}, 'UF', 'dest/enderDest/UF'),
    items: dets.map(readItem),
    volumes: vols.map(readVolume),
    protocol: readProtocol(proc),
  };
}

export function readNfeXml(xml: string): Result<NfeDocument, NfeReadError> {
  const body = xml.replace(/^\uFEFF/, '');
  if (body.trim() === '') return err({ code: 'nfe.empty' });
  if (new TextEncoder().encode(body).length > NFE_MAX_BYTES)
    return err({ code: 'nfe.tooLarge', maxBytes: NFE_MAX_BYTES });
  if (/<!(DOCTYPE|ENTITY)/i.test(body)) return err({ code: 'nfe.doctype' });
  let root: unknown;
  try {
    root = parser.parse(body, true);
  } catch {
    return err({ code: 'nfe.notXml' });
  }
  if (!isNode(root) || Object.keys(root).length !== 1) return err({ code: 'nfe.notXml' });
  try {
    return ok(readDocument(root));
  } catch (error) {
    if (error instanceof Malformed) return err(error.reason);
    throw error;
  }
}
