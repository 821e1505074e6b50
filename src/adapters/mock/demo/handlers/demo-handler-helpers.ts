import type { MockDatabase } from '../../mock-database';
import type { MockHandlersModule } from '../../mock-server';

/** Helpers for the template-demo handlers: tables are arrays the handlers replace in place. */
export function replaceRows<T>(rows: T[], next: readonly T[]): void {
  rows.splice(0, rows.length, ...next);
}

export function idList(value: unknown): number[] {
  const list = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
  return list.map((v) => Number(v)).filter((n) => Number.isFinite(n));
}

export function stringList(value: unknown): string[] {
  if (typeof value === 'string') return value === '' ? [] : [value];
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && v !== '') : [];
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Defines a demo table seeded by `seed` on first use; the accessor returned reads its current rows. */
export function demoTable<T>(db: MockDatabase, name: string, seed: () => T[]): () => T[] {
  db.define<T>(name, seed);
  return () => db.table<T>(name);
}

/** A handlers module of the template demos: its routes, registered in every mode. */
export function demoHandlers(register: MockHandlersModule['register']): MockHandlersModule {
  return { area: 'demo', register };
}
