// Checks the Firestore rules coverage of an emulator run: .reports/rules-coverage/firestore-rules-coverage.json,
// which tests/rules/rules-coverage.setup.ts fills after each test file with the emulator's count of evaluations per
// expression of firestore.rules. Lists every expression no request evaluated and exits 1 when there is one.
//   node scripts/rules-coverage.mjs [coverage.json]
import { readFileSync } from 'node:fs';

const path = process.argv[2] ?? '.reports/rules-coverage/firestore-rules-coverage.json';
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
const entries = Object.entries(coverage.expressions);
const missed = entries.filter(([, count]) => count === 0);
console.log(`[rules coverage] ${entries.length - missed.length} of ${entries.length} expressions evaluated`);
const lines = new Set();
for (const [key] of missed) {
  const [line, column, start, end] = key.split(':').map(Number);
  if (lines.has(`${line}:${column}`)) continue;
  lines.add(`${line}:${column}`);
  // The emulator gives the offset of the last character of an expression.
  const text = coverage.rules.slice(start, end + 1).replace(/\s+/g, ' ');
  console.log(`  never evaluated: firestore.rules:${line}:${column}  ${text.slice(0, 100)}`);
}
process.exit(missed.length > 0 ? 1 : 0);
