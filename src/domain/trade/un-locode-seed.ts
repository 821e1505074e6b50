import SEED from './un-locode-seed.json' with { type: 'json' };

/**
 * A SEED of UN/LOCODE places (un-locode-seed.json): the Brazilian ports and airports an export desk uses most
 * and the main destinations. It names places in pickers; people may enter any other code (un-locode.ts, placeFor).
 * modes: how cargo commonly leaves or arrives there (sea port, cargo airport, or both).
 */
export type PlaceMode = 'sea' | 'air';

export interface SeedPlace {
  readonly code: string;
  readonly name: string;
  readonly modes: readonly PlaceMode[];
}

const isMode = (mode: string): mode is PlaceMode => mode === 'sea' || mode === 'air';

/** A row of un-locode-seed.json as a place; a mode other than sea or air is a mistake in the file. */
function place(row: { code: string; name: string; modes: readonly string[] }): SeedPlace {
  const modes = row.modes.filter(isMode);
  if (modes.length !== row.modes.length) throw new Error(`un-locode-seed.json: ${row.code} has an unknown mode`);
  return { code: row.code, name: row.name, modes };
}

export const BRAZILIAN_PLACES: readonly SeedPlace[] = SEED.brazil.map(place);
export const DESTINATION_PLACES: readonly SeedPlace[] = SEED.destinations.map(place);

export const UN_LOCODE_SEED: readonly SeedPlace[] = [...BRAZILIAN_PLACES, ...DESTINATION_PLACES];
