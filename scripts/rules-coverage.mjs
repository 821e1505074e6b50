// Checks the Firestore rules coverage of an emulator run: .reports/rules-coverage/firestore-rules-coverage.json,
// which tests/rules/rules-coverage.setup.ts fills after each test file with the emulator's count of evaluations per
// expression of firestore.rules and, for the expressions that gave a boolean, how often each was true and false.
//   node scripts/rules-coverage.mjs [coverage.json]
// Fails (exit 1) when
//   - an expression no request evaluated, or
//   - a boolean condition was seen only true or only false and is not listed in tests/rules/one-sided-conditions.txt,
//     the known gaps (a line per condition: `never true|never false<TAB>source line<TAB>expression`).
// A listed condition seen both ways is named so its line can be removed; it does not fail the run, because a few
// conditions are seen false only when concurrent writers race (a transaction denied, then retried).
// The emulator reports outcomes per expression as the distinct values it had ({ boolValue: true } with a count), so
// "seen true and false" is read from what the emulator observed, never inferred.
import { readFileSync, writeFileSync } from 'node:fs';

const path = process.argv[2] ?? '.reports/rules-coverage/firestore-rules-coverage.json';
const KNOWN = 'tests/rules/one-sided-conditions.txt';
let coverage;
try {
  coverage = JSON.parse(readFileSync(path, 'utf8'));
} catch (error) {
  console.error(`[rules coverage] cannot read ${path}: ${error.message}`);
  process.exit(2);
}
if (coverage.rules !== readFileSync('firestore.rules', 'utf8')) {
  console.error(`[rules coverage] ${path} is the coverage of other rules than firestore.rules`);
  process.exit(2);
}
const sourceLines = coverage.rules.split('\n');
const position = (key) => key.split(':').map(Number);
// The emulator gives the offset of the last character of an expression.
const textOf = ([, , start, end]) => coverage.rules.slice(start, end + 1).replace(/\s+/g, ' ');

const entries = Object.entries(coverage.expressions);
const missed = entries.filter(([, count]) => count === 0);
console.log(`[rules coverage] ${entries.length - missed.length} of ${entries.length} expressions evaluated`);
const lines = new Set();
for (const [key] of missed) {
  const [line, column] = position(key);
  if (lines.has(`${line}:${column}`)) continue;
  lines.add(`${line}:${column}`);
  console.log(`  never evaluated: firestore.rules:${line}:${column}  ${textOf(position(key)).slice(0, 100)}`);
}

// One line per one-sided condition; the same condition reported at several positions of one line counts once.
const oneSided = new Map();
const outcomes = Object.entries(coverage.outcomes ?? {});
for (const [key, seen] of outcomes) {
  if (seen.true > 0 && seen.false > 0) continue;
  const at = position(key);
  const side = seen.true > 0 ? 'never false' : 'never true';
  const line = `${side}\t${(sourceLines[at[0] - 1] ?? '').trim()}\t${textOf(at)}`;
  if (!oneSided.has(line)) oneSided.set(line, `firestore.rules:${at[0]}:${at[1]}`);
}
const known = new Set(
  readFileSync(KNOWN, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('#')),
);
const unlisted = [...oneSided.keys()].filter((line) => !known.has(line));
const settled = [...known].filter((line) => !oneSided.has(line));
console.log(
  `[rules coverage] ${outcomes.length - oneSided.size} of ${outcomes.length} boolean conditions seen both true and ` +
    `false; ${known.size} listed as known one-sided in ${KNOWN}`,
);
for (const line of unlisted) {
  const [side, , text] = line.split('\t');
  console.log(`  ${side}: ${oneSided.get(line)}  ${text.slice(0, 100)}`);
}
for (const line of settled)
  console.log(`  no longer one-sided (remove it from ${KNOWN}): ${line.replace(/\t/g, ' | ')}`);
if (process.env.FD_RULES_COVERAGE_WRITE_KNOWN === '1') {
  const header = readFileSync(KNOWN, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('#'));
  // Added to what is listed (a run where a race settled a condition keeps it listed).
  const all = new Set([...known, ...oneSided.keys()]);
  writeFileSync(KNOWN, [...header, ...[...all].sort()].join('\n') + '\n');
  console.log(`[rules coverage] ${KNOWN} lists ${all.size} one-sided conditions`);
}
process.exit(missed.length > 0 || unlisted.length > 0 ? 1 : 0);
