/**
 * The mock server's in-memory tables. A table is defined once with a seeding function and built on
 * first use, so start-up stays fast even with 100,000 freight records configured; handlers of one
 * area may read another's table (e.g. contacts in use by freight).
 */
export interface MockDatabase {
  define<T>(name: string, seed: () => T[]): void;
  table<T>(name: string): T[];
  has(name: string): boolean;
}

export function createMockDatabase(): MockDatabase {
  const seeds = new Map<string, () => unknown[]>();
  const tables = new Map<string, unknown[]>();
  return {
    define(name, seed) {
      if (seeds.has(name)) throw new Error(`Mock table "${name}" is defined twice`);
      seeds.set(name, seed);
    },
    table<T>(name: string): T[] {
      let rows = tables.get(name);
      if (!rows) {
        const seed = seeds.get(name);
        if (!seed) throw new Error(`Mock table "${name}" is not defined`);
        rows = seed();
        tables.set(name, rows);
      }
      return rows as T[];
    },
    has: (name) => seeds.has(name),
  };
}
