import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { EMULATOR_PROJECT_ID, readFirestoreRules } from '../support/emulators';

/**
 * The Firestore emulator counts, per expression of the rules, how often each was evaluated, and starts again each
 * time rules are loaded (every suite loads them). After each test file this adds the file's counts to one report
 * for the run, .reports/rules-coverage/firestore-rules-coverage.json, which scripts/rules-coverage.mjs checks. The
 * emulator reports each distinct value an expression had with its count, so for the expressions that gave a boolean
 * the report also keeps how often each was true and how often false.
 * The emulator's JSON address answers 404 on this jar; its HTML page carries the data (`const data = {...}`).
 */
export const COVERAGE_FILE = resolve(
  process.env.FD_RULES_COVERAGE_DIR ?? resolve(__dirname, '../../.reports/rules-coverage'),
  'firestore-rules-coverage.json',
);

interface CoverageNode {
  readonly sourcePosition: { line: number; column: number; currentOffset: number; endOffset: number };
  /** Each distinct value the expression had, and how often: `{ value: { boolValue: true }, count: 3 }`. */
  readonly values?: readonly { count?: number; value?: { boolValue?: boolean } }[];
  readonly children?: readonly CoverageNode[];
}

export interface MergedCoverage {
  readonly rules: string;
  /** `line:column:start:end` -> times evaluated. */
  readonly expressions: Record<string, number>;
  /** `line:column:start:end` of an expression that gave a boolean -> times it was true and times it was false. */
  readonly outcomes: Record<string, { true: number; false: number }>;
}

function pageData(html: string): { rules?: { files?: { content?: string }[] }; report?: CoverageNode[] } {
  const marker = 'const data = ';
  const start = html.indexOf(marker) + marker.length;
  const end = html.indexOf('\n};', start);
  if (start < marker.length || end < 0) throw new Error('the rules coverage page carries no data');
  return JSON.parse(html.slice(start, end + 2));
}

function addCounts(nodes: readonly CoverageNode[] | undefined, into: Omit<MergedCoverage, 'rules'>): void {
  for (const node of nodes ?? []) {
    const { line, column, currentOffset, endOffset } = node.sourcePosition;
    const key = `${line}:${column}:${currentOffset}:${endOffset}`;
    const values = node.values ?? [];
    into.expressions[key] = (into.expressions[key] ?? 0) + values.reduce((sum, value) => sum + (value.count ?? 0), 0);
    for (const { value, count = 0 } of values) {
      const outcome = value?.boolValue;
      if (typeof outcome !== 'boolean') continue;
      const seen = (into.outcomes[key] ??= { true: 0, false: 0 });
      seen[outcome ? 'true' : 'false'] += count;
    }
    addCounts(node.children, into);
  }
}

afterAll(async () => {
  const host = process.env.FIRESTORE_EMULATOR_HOST;
  if (!host) return;
  const response = await fetch(`http://${host}/emulator/v1/projects/${EMULATOR_PROJECT_ID}:ruleCoverage.html`);
  if (!response.ok) throw new Error(`rules coverage: ${response.status}`);
  const data = pageData(await response.text());
  const rules = data.rules?.files?.[0]?.content ?? '';
  if (rules !== readFirestoreRules()) return; // nothing of this file's ran under firestore.rules
  const earlier: MergedCoverage | null = existsSync(COVERAGE_FILE)
    ? (JSON.parse(readFileSync(COVERAGE_FILE, 'utf8')) as MergedCoverage)
    : null;
  const same = earlier?.rules === rules;
  const merged = {
    expressions: same ? { ...earlier.expressions } : {},
    outcomes: same ? structuredClone(earlier.outcomes ?? {}) : {},
  };
  addCounts(data.report, merged);
  mkdirSync(dirname(COVERAGE_FILE), { recursive: true });
  writeFileSync(COVERAGE_FILE, JSON.stringify({ rules, ...merged }));
}, 180_000);
