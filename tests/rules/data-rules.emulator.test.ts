import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, serverTimestamp, setDoc, Timestamp, updateDoc } from 'firebase/firestore';
import { CONTACT_LIMITS } from '../../src/domain/contact/contact-validation';
import { contactDoc, dbAs, productDoc, saveProduct, seededRulesEnvironment, type Role } from './rules-fixtures';

// Products and contacts: the document shape the master-data use cases write, with the domain's limits
// (src/domain/product/product-validation.ts, src/domain/contact/contact-validation.ts).
const rulesEnv = seededRulesEnvironment();
const as = (role: Role) => dbAs(rulesEnv(), role);

describe('products', () => {
  it('a whole product document is accepted', async () => {
    await assertSucceeds(saveProduct(as('user'), 'p9', productDoc('P-009')));
  });

  it('is saved at the commit’s own time, never at a time of the client’s', async () => {
    const db = as('user');
    await assertFails(saveProduct(db, 'p9', productDoc('P-009', { updatedAt: Timestamp.fromDate(new Date()) })));
    await assertFails(saveProduct(db, 'p9', productDoc('P-009', { updatedAt: '2026-11-26T09:00:00.000Z' })));
    await assertFails(updateDoc(doc(db, 'products/p1'), { descriptionEn: 'Tea' }));
    await assertSucceeds(updateDoc(doc(db, 'products/p1'), { descriptionEn: 'Tea', updatedAt: serverTimestamp() }));
  });

  it('holds the claim on its code: a product without it, or with another owner’s, is refused', async () => {
    const db = as('user');
    await assertFails(setDoc(doc(db, 'products/p9'), productDoc('P-009')));
    await assertFails(saveProduct(db, 'p9', productDoc('P-001')));
    await assertFails(setDoc(doc(db, 'products/p9'), productDoc('P-001')));
    await assertFails(updateDoc(doc(db, 'products/p1'), { code: 'P-777', updatedAt: serverTimestamp() }));
    await assertSucceeds(saveProduct(db, 'p9', productDoc(' p-009/a ')));
  });

  it('a price that is text, a field of its own or 100 KB of junk is refused', async () => {
    const db = as('user');
    await assertFails(saveProduct(db, 'p9', productDoc('P-009', { unitPrice: '12.50' })));
    await assertFails(saveProduct(db, 'p9', productDoc('P-009', { unitPrice: { minor: '1250', currency: 'USD' } })));
    await assertFails(saveProduct(db, 'p9', productDoc('P-009', { junk: 'x'.repeat(100_000) })));
    await assertFails(
      updateDoc(doc(db, 'products/p1'), { descriptionEn: 'd'.repeat(100_000), updatedAt: serverTimestamp() }),
    );
  });

  it('a missing, empty or over-long code, an unknown unit or currency is refused', async () => {
    const db = as('user');
    const { code: _code, ...withoutCode } = productDoc('P-009');
    await assertFails(setDoc(doc(db, 'products/p9'), withoutCode));
    await assertFails(updateDoc(doc(db, 'products/p1'), { code: '', updatedAt: serverTimestamp() }));
    await assertFails(saveProduct(db, 'p9', productDoc('P'.repeat(65))));
    await assertSucceeds(saveProduct(db, 'p9', productDoc('P'.repeat(64))));
    await assertFails(saveProduct(db, 'p8', productDoc('P-008', { unit: 'barrel' })));
    await assertFails(saveProduct(db, 'p8', productDoc('P-008', { unitPrice: { minor: 1, currency: 'XXX' } })));
    await assertFails(saveProduct(db, 'p8', productDoc('P-008', { grossWeightGrams: 1, netWeightGrams: 2 })));
  });

  it('codes, weights and the active flag of another type or shape are refused', async () => {
    const db = as('user');
    const withPatch = (patch: object) => saveProduct(db, 'p9', productDoc('P-009', patch));
    await assertFails(withPatch({ descriptionPt: 'd'.repeat(501) }));
    await assertFails(withPatch({ unitPrice: { minor: 1250, currency: 'USD', tax: 0 } }));
    await assertFails(withPatch({ hsCode: 90111 }));
    await assertFails(withPatch({ hsCode: '0901' }));
    await assertFails(withPatch({ ncmCode: 9011110 }));
    await assertFails(withPatch({ ncmCode: '0901' }));
    await assertFails(withPatch({ netWeightGrams: -1 }));
    await assertFails(withPatch({ grossWeightGrams: 1.5 }));
    await assertFails(withPatch({ countryOfOrigin: 76 }));
    await assertFails(withPatch({ countryOfOrigin: 'br' }));
    await assertFails(withPatch({ active: 'yes' }));
    await assertFails(withPatch({ active: 'yes', keys: { name: 'p-009', tokens: [] } }));
    await assertSucceeds(withPatch({ ncmCode: '09011110', countryOfOrigin: 'BR', active: false }));
  });

  it('carries what its picker looks it up by: without it, or with keys of another shape, it is refused', async () => {
    const db = as('user');
    const withPatch = (patch: object) => saveProduct(db, 'p9', productDoc('P-009', patch));
    const { keys: _keys, ...withoutKeys } = productDoc('P-009');
    await assertFails(saveProduct(db, 'p9', withoutKeys));
    await assertFails(withPatch({ keys: { name: 'p-009' } }));
    await assertFails(withPatch({ keys: { name: 'p-009', tokens: 'p' } }));
    await assertFails(withPatch({ keys: { name: 9, tokens: [] } }));
    await assertFails(withPatch({ keys: { name: 'p'.repeat(401), tokens: [] } }));
    await assertFails(withPatch({ keys: { name: 'p-009', tokens: [], shipper: true } }));
    await assertFails(withPatch({ keys: { name: 'p-009', tokens: Array.from({ length: 5001 }, (_, i) => `:${i}`) } }));
    await assertFails(withPatch({ active: false, keys: { name: 'p-009', tokens: [':', ':p'] } }));
    await assertSucceeds(
      saveProduct(db, 'p8', productDoc('P-008', { active: false, keys: { name: 'p-008', tokens: [] } })),
    );
    await assertSucceeds(withPatch({ keys: { name: 'p-009', tokens: [':', ':p', ':p-', ':p-0'] } }));
  });
});

describe('contacts', () => {
  it('a whole contact document with a first name or a company is accepted', async () => {
    await assertSucceeds(setDoc(doc(as('user'), 'contacts/c9'), contactDoc({ company: '' })));
    await assertSucceeds(setDoc(doc(as('user'), 'contacts/c8'), contactDoc({ firstname: '' })));
  });

  it('one with neither, a field of its own, an unknown role or an over-long name is refused', async () => {
    const db = as('user');
    await assertFails(setDoc(doc(db, 'contacts/c9'), contactDoc({ firstname: '', company: '' })));
    await assertFails(setDoc(doc(db, 'contacts/c9'), contactDoc({ note: 'x' })));
    await assertFails(setDoc(doc(db, 'contacts/c9'), contactDoc({ roles: ['owner'] })));
    await assertFails(setDoc(doc(db, 'contacts/c9'), contactDoc({ company: 'c'.repeat(201) })));
    await assertFails(setDoc(doc(db, 'contacts/c9'), { city: 'Santos' }));
    await assertFails(setDoc(doc(db, 'contacts/c9'), contactDoc({ updatedAt: Timestamp.fromDate(new Date()) })));
  });

  it('a field of another type or beyond the domain’s limit is refused', async () => {
    const db = as('user');
    const withPatch = (patch: object) => setDoc(doc(db, 'contacts/c9'), contactDoc(patch));
    for (const [field, max] of Object.entries(CONTACT_LIMITS)) {
      await assertFails(withPatch({ [field]: 'x'.repeat(max + 1) }));
      await assertSucceeds(withPatch({ [field]: 'x'.repeat(max) }));
    }
    await assertFails(withPatch({ country: 76 }));
    await assertFails(withPatch({ country: 'br' }));
    await assertFails(withPatch({ roles: 'shipper' }));
    await assertFails(withPatch({ roles: ['shipper', 'consignee', 'notify', 'carrier', 'shipper'] }));
    await assertFails(withPatch({ active: 'yes' }));
    await assertSucceeds(
      withPatch({ country: '', roles: ['shipper', 'consignee', 'notify', 'carrier'], active: false }),
    );
  });

  it('carries its picker keys, and no picker tokens while inactive', async () => {
    const db = as('user');
    const { keys: _keys, ...withoutKeys } = contactDoc();
    await assertFails(setDoc(doc(db, 'contacts/c9'), withoutKeys));
    await assertFails(setDoc(doc(db, 'contacts/c9'), contactDoc({ keys: { name: 'ana', tokens: ':a' } })));
    const inactive = contactDoc({ active: false });
    expect(inactive.keys?.tokens).toEqual([]);
    await assertFails(setDoc(doc(db, 'contacts/c9'), { ...inactive, keys: { name: 'ana', tokens: [':a'] } }));
    await assertFails(setDoc(doc(db, 'contacts/c9'), { ...inactive, active: 'no' }));
    await assertSucceeds(setDoc(doc(db, 'contacts/c9'), inactive));
  });
});
