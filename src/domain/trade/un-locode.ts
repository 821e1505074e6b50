import { err, ok, type Result } from '../shared/result';
import { UN_LOCODE_SEED, type SeedPlace } from './un-locode-seed';

/**
 * UN/LOCODE place codes: 2-letter country code + 3 characters of A-Z or 2-9 (BRSSZ, NLRTM).
 * Typed text may carry the usual space after the country ("BR SSZ") or be in lower case.
 * Only the shape is checked: the seed names the common places, and any other well-shaped code with a
 * typed name is accepted as free entry.
 */
export interface Place {
  readonly code: string;
  readonly name: string;
  /** Named from the seed rather than typed. */
  readonly seeded: boolean;
}

export type UnLocodeError = { readonly code: 'required' } | { readonly code: 'locodeFormat' };
export type PlaceError = UnLocodeError | { readonly code: 'placeNameRequired' } | { readonly code: 'tooLong' };

const SHAPE = /^[A-Z]{2}[A-Z2-9]{3}$/;
export const PLACE_NAME_MAX_LENGTH = 100;

export function normaliseUnLocode(text: string): string {
  return text.replace(/[\s-]/g, '').toUpperCase();
}

export function parseUnLocode(text: string): Result<string, UnLocodeError> {
  const code = normaliseUnLocode(text);
  if (code === '') return err({ code: 'required' });
  return SHAPE.test(code) ? ok(code) : err({ code: 'locodeFormat' });
}

const BY_CODE = new Map(UN_LOCODE_SEED.map((p) => [p.code, p]));

export function seedPlace(code: string): SeedPlace | null {
  return BY_CODE.get(normaliseUnLocode(code)) ?? null;
}

/** A place from a typed code and, for codes outside the seed, a typed name. */
export function placeFor(codeText: string, nameText: string): Result<Place, PlaceError> {
  const code = parseUnLocode(codeText);
  if (!code.ok) return code;
  const seeded = BY_CODE.get(code.value);
  if (seeded) return ok({ code: seeded.code, name: seeded.name, seeded: true });
  const name = nameText.trim().replace(/\s+/g, ' ');
  if (name === '') return err({ code: 'placeNameRequired' });
  if (name.length > PLACE_NAME_MAX_LENGTH) return err({ code: 'tooLong' });
  return ok({ code: code.value, name, seeded: false });
}

function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** Seed places whose code or name contains the query (accents and case ignored), for a picker. */
export function searchSeedPlaces(query: string, mode?: 'sea' | 'air'): readonly SeedPlace[] {
  const q = fold(query.trim());
  const code = normaliseUnLocode(query);
  return UN_LOCODE_SEED.filter(
    (p) =>
      (mode === undefined || p.modes.includes(mode)) &&
      (q === '' || p.code.startsWith(code) || fold(p.name).includes(q)),
  );
}
