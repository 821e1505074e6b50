import { appendFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What the hardening suite tried and what it saw, one JSON line per event in `.reports/hardening/` (a file per
 * process, so parallel workers never interleave). `scripts/hardening-summary.mjs` adds the lines up.
 *
 * A table is announced with `plan` when its file loads: every case it names is counted as tried. A case with a
 * plan but no observation (its test crashed or never ran) counts as unsafe (a bad input) or as lost (a fault), never
 * as safe. The same case observed twice counts once, unsafe when any observation was.
 */
export type Level = 'api' | 'browser' | 'emulator' | 'unit';
export type Kind = 'input' | 'fault';

export interface Observation {
  /** A bad input: the system accepted what the rules forbid, stored something else than it answered, crashed... */
  readonly unsafe?: boolean;
  /** A fault: records the user saved or typed that were not there afterwards. */
  readonly lost?: number;
  /** A fault: records stored more than once. */
  readonly duplicated?: number;
  /** What was seen, for the reader of the report (status, code, count). */
  readonly seen: string;
}

const DIR = process.env.FD_HARDENING_REPORT_DIR ?? join(process.cwd(), '.reports', 'hardening');

function write(line: Record<string, unknown>): void {
  mkdirSync(DIR, { recursive: true });
  appendFileSync(join(DIR, `events-${process.pid}.jsonl`), `${JSON.stringify(line)}\n`);
}

export interface Table<C extends string> {
  readonly cases: readonly C[];
  /** Records what one case showed. */
  observe(name: C, observation: Observation): void;
}

/** Announces the cases of one table (level/area), so a case that never reports back is counted against the run. */
export function plan<C extends string>(level: Level, kind: Kind, area: string, cases: readonly C[]): Table<C> {
  const seen = new Set<string>();
  for (const name of cases) {
    if (seen.has(name)) throw new Error(`case "${name}" of ${area} is listed twice`);
    seen.add(name);
    write({ event: 'plan', level, kind, area, name });
  }
  return {
    cases,
    observe(name, observation) {
      if (!seen.has(name)) throw new Error(`case "${name}" is not in the plan of ${area}`);
      write({
        event: 'observe',
        level,
        kind,
        area,
        name,
        unsafe: observation.unsafe === true,
        lost: observation.lost ?? 0,
        duplicated: observation.duplicated ?? 0,
        seen: observation.seen.slice(0, 300),
      });
    },
  };
}
