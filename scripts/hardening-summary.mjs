// Adds up what the hardening suite's tests observed (.reports/hardening/events-*.jsonl, written by
// tests/hardening/support/hardening-report.ts) and prints the suite's two closing lines:
//   bad inputs tried: N, unsafe: U
//   faults injected: N, records lost: L, duplicated: D
// A planned case that was never observed counts as unsafe (an input) or as one record lost (a fault).
// Exits 1 when U, L or D is above 0, when a planned case was not observed, or when nothing was recorded;
// HARDENING_FAILED=<n> (stages of the suite that failed) makes it exit 1 as well.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.env.FD_HARDENING_REPORT_DIR ?? join(process.cwd(), '.reports', 'hardening');
const files = existsSync(dir) ? readdirSync(dir).filter((f) => /^events-.*\.jsonl$/.test(f)) : [];
const cases = new Map();
for (const file of files) {
  for (const text of readFileSync(join(dir, file), 'utf8').split('\n')) {
    if (text.trim() === '') continue;
    const line = JSON.parse(text);
    const key = `${line.level}\u0000${line.area}\u0000${line.name}`;
    const entry = cases.get(key) ?? { kind: line.kind, level: line.level, area: line.area, name: line.name, seen: [] };
    if (line.event === 'observe') entry.seen.push(line);
    cases.set(key, entry);
  }
}

const inputs = { tried: 0, unsafe: 0 };
const faults = { injected: 0, lost: 0, duplicated: 0 };
const notObserved = [];
const flagged = [];
for (const entry of cases.values()) {
  const label = `${entry.level} / ${entry.area} / ${entry.name}`;
  if (entry.seen.length === 0) notObserved.push(label);
  if (entry.kind === 'input') {
    inputs.tried += 1;
    const unsafe = entry.seen.length === 0 || entry.seen.some((s) => s.unsafe);
    if (unsafe) inputs.unsafe += 1;
    if (entry.seen.some((s) => s.unsafe)) flagged.push(`unsafe: ${label}: ${entry.seen.find((s) => s.unsafe).seen}`);
  } else {
    faults.injected += 1;
    const lost = entry.seen.length === 0 ? 1 : Math.max(...entry.seen.map((s) => s.lost));
    const duplicated = entry.seen.length === 0 ? 0 : Math.max(...entry.seen.map((s) => s.duplicated));
    faults.lost += lost;
    faults.duplicated += duplicated;
    if (entry.seen.some((s) => s.lost > 0 || s.duplicated > 0)) {
      const bad = entry.seen.find((s) => s.lost > 0 || s.duplicated > 0);
      flagged.push(`fault: ${label}: ${bad.seen}`);
    }
  }
}

const byLevel = {};
for (const entry of cases.values()) byLevel[entry.level] = (byLevel[entry.level] ?? 0) + 1;
console.log(
  `cases by level: ${
    Object.entries(byLevel)
      .map(([level, n]) => `${level} ${n}`)
      .join(', ') || 'none'
  }`,
);
for (const line of flagged) console.log(line);
for (const label of notObserved) console.log(`not run (counted against the suite): ${label}`);
const stagesFailed = Number(process.env.HARDENING_FAILED ?? 0);
if (stagesFailed > 0) console.log(`stages failed: ${stagesFailed}`);
console.log(`bad inputs tried: ${inputs.tried}, unsafe: ${inputs.unsafe}`);
console.log(`faults injected: ${faults.injected}, records lost: ${faults.lost}, duplicated: ${faults.duplicated}`);
const failed =
  cases.size === 0 ||
  stagesFailed > 0 ||
  notObserved.length > 0 ||
  inputs.unsafe > 0 ||
  faults.lost > 0 ||
  faults.duplicated > 0;
process.exit(failed ? 1 : 0);
