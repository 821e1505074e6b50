import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROLES } from '../../src/domain/acl/role';
import { CONTACT_ROLES } from '../../src/domain/contact/contact';
import { availableActions, checkTransition } from '../../src/domain/freight/freight-lifecycle';
import * as options from '../../src/domain/freight/freight-options';
import { FREIGHT_LIMITS } from '../../src/domain/freight/freight-validation';
import { INCOTERMS } from '../../src/domain/freight/incoterms';
import { PRODUCT_UNITS } from '../../src/domain/product/product';
import { CURRENCY_CODES } from '../../src/domain/shared/money';
import { RATE_SOURCES } from '../../src/domain/trade/exchange-rate-quote';
import {
  NAMED_PLACE_MAX_LENGTH,
  PAPERWORK_FIELDS,
  PAPERWORK_LIMITS,
  SHIPPING_MARKS_MAX_LENGTH,
} from '../../src/domain/freight/freight-paperwork';
import { partyAddress } from '../../src/domain/freight/freight-parties';
import { CONTACT_LIMITS } from '../../src/domain/contact/contact-validation';
import { PLACE_NAME_MAX_LENGTH } from '../../src/domain/trade/un-locode';
import { USER_STATUSES } from '../../src/domain/user/user-record';
import { aFreight, ADMIN, CLERK } from '../domain/freight/freight-test-data';

// firestore.rules cannot import the domain, so it repeats its vocabularies, limits and lifecycle; this test fails
// when the two drift apart (without an emulator).
const rules = readFileSync(resolve(__dirname, '../../firestore.rules'), 'utf8');
const choice = (values: readonly string[]) => `(${values.join('|')})`;

describe('firestore.rules repeats the domain', () => {
  it('has every vocabulary of a shipment, in the domain’s order', () => {
    const codes = [
      choice(options.FREIGHT_STATUSES),
      choice(options.FREIGHT_MODES),
      choice(INCOTERMS.map((i) => i.code)),
      choice(CURRENCY_CODES),
      choice(options.INVOICE_TYPES.map((t) => t.code)),
      choice(options.PAYMENT_TERMS),
      choice(options.EXPORT_REASONS),
      choice(options.DUTIES_AND_TAXES),
    ].join(' ');
    expect(rules).toContain(`'^FR-[0-9]{4}-[0-9]{6} ${codes} `);
  });

  it('has the sources of an exchange rate and the paperwork fields of a shipment', () => {
    expect(rules).toContain(`r.get('source', 'manual') in [${RATE_SOURCES.map((s) => `'${s}'`).join(', ')}]`);
    const listed = /function paperworkFields\(\) \{\s*return \[([^\]]*)\]/.exec(rules)?.[1] ?? '';
    expect(listed.split(',').map((field) => field.trim().replace(/'/g, ''))).toEqual([...PAPERWORK_FIELDS]);
  });

  it('has the vocabularies of products, contacts and users', () => {
    expect(rules).toContain(`oneOf(d.unit, '^${choice(PRODUCT_UNITS)}$')`);
    expect(rules).toContain(`oneOf(d.unitPrice.currency, '^${choice(CURRENCY_CODES)}$')`);
    expect(rules).toContain(`d.roles.hasOnly([${CONTACT_ROLES.map((r) => `'${r}'`).join(', ')}])`);
    expect(rules).toContain(`oneOf(d.status, '^${choice(USER_STATUSES)}$')`);
    expect(rules).toContain(`oneOf(d.rule, '^${choice(ROLES)}$')`);
  });

  it('has the shipment limits of the domain’s validation', () => {
    expect(rules).toContain(
      `text(d.carrier, ${FREIGHT_LIMITS.text}) && text(d.transportDocument, ${FREIGHT_LIMITS.text})`,
    );
    expect(rules).toContain(`text(d.notes, ${FREIGHT_LIMITS.notes})`);
    expect(rules).toContain(`d.lines.size() <= ${FREIGHT_LIMITS.lines}`);
  });

  it('has the paperwork limits of the domain’s validation', () => {
    expect(rules).toContain(
      `d.get('namedPlace', '').matches('.{0,${NAMED_PLACE_MAX_LENGTH}}') ` +
        `&& d.get('marks', '').matches('(?s).{0,${SHIPPING_MARKS_MAX_LENGTH}}')`,
    );
    expect(rules).toContain(` .{1,${PLACE_NAME_MAX_LENGTH}}$')`);
    expect(rules).toContain(`{0,${PAPERWORK_LIMITS.containers - 1}})?$')`);
    expect(rules).toContain(`d.get('packingList', []).size() <= ${PAPERWORK_LIMITS.packages}`);
  });

  it('has the limits of a party’s address and tax id: the longest its contact gives', () => {
    const longest = (field: 'address' | 'city' | 'state' | 'zip') => 'x'.repeat(CONTACT_LIMITS[field] ?? 0);
    const address = partyAddress({
      address: longest('address'),
      city: longest('city'),
      state: longest('state'),
      zip: longest('zip'),
    });
    expect(rules).toContain(`(p.get('address', '') + '').size() <= ${address.length}`);
    expect(rules).toContain(`(p.get('taxId', '') + '').size() <= ${CONTACT_LIMITS.taxId}`);
  });

  it('moves statuses as the domain’s lifecycle does, reopening for an admin only', () => {
    const reached = (actor: typeof ADMIN) =>
      Object.fromEntries(
        options.FREIGHT_STATUSES.map((status) => {
          const record = aFreight({ status });
          const to = availableActions(record, actor).flatMap((action) => {
            const result = checkTransition(record, action, actor);
            return result.ok ? [`'${result.value}'`] : [];
          });
          return [status, to];
        }),
      );
    const admin = reached(ADMIN);
    const table = options.FREIGHT_STATUSES.map((status) => `'${status}': [${(admin[status] ?? []).join(', ')}]`).join(
      ', ',
    );
    expect(rules).toContain(`return {${table}}[from];`);
    // Only the move back to draft is the admin's alone, as the rule's (to != 'draft' || isAdmin()) says.
    const user = reached(CLERK);
    const adminOnly = options.FREIGHT_STATUSES.flatMap((s) =>
      (admin[s] ?? []).filter((to) => !(user[s] ?? []).includes(to)),
    );
    expect(adminOnly).toEqual(["'draft'"]);
    expect(rules).toContain("to in nextStatuses(from) && (to != 'draft' || isAdmin())");
  });
});
