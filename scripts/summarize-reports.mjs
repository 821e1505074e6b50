// Sums vitest and Playwright JSON reports in .reports/ into CI's one closing line: "N passed, N failed".
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = '.reports';
let passed = 0;
let failed = 0;
let skipped = 0;
// The names of the tests that failed, so CI's closing lines say which without scrolling back.
const failures = [];
// The first lines of why a test failed (colour codes stripped), so a run whose full log is gone still says what broke.
const why = (message) =>
  String(message ?? '')
    // eslint-disable-next-line no-control-regex
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== '')
    .slice(0, 8)
    .map((line) => `    ${line}`)
    .join('\n');
const withWhy = (name, message) => (message ? `${name}\n${why(message)}` : name);
// Playwright nests suites in suites; each spec holds its tests and their results.
const playwrightFailures = (suite, file) => {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      if (test.status !== 'unexpected') continue;
      const last = (test.results ?? []).at(-1);
      const message = last?.error?.message ?? last?.errors?.[0]?.message;
      failures.push(withWhy(`${file}: ${spec.file ?? ''} ${spec.title}`.trim(), message));
    }
  }
  for (const inner of suite.suites ?? []) playwrightFailures(inner, file);
};
// The reports of .reports and of the hardening suite's own folder.
const reportsIn = (folder) =>
  existsSync(folder)
    ? readdirSync(folder)
        .filter((f) => f.endsWith('.json'))
        .map((f) => join(folder, f))
    : [];
const files = [...reportsIn(dir), ...reportsIn(join(dir, 'hardening'))];
for (const file of files) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  if (report.stats && 'expected' in report.stats) {
    // Playwright: expected = passed, unexpected = failed, flaky counts as passed after retry
    passed += report.stats.expected + (report.stats.flaky ?? 0);
    failed += report.stats.unexpected;
    skipped += report.stats.skipped ?? 0;
    for (const suite of report.suites ?? []) playwrightFailures(suite, file);
  } else if ('numPassedTests' in report) {
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    // A suite that failed to load has no tests to count: count it as a failure.
    failed += (report.testResults ?? []).filter((r) => r.status === 'failed' && r.assertionResults.length === 0).length;
    for (const result of report.testResults ?? []) {
      if (result.status === 'failed' && result.assertionResults.length === 0)
        failures.push(withWhy(`${file}: ${result.name} (did not load)`, result.message));
      for (const a of result.assertionResults ?? []) {
        if (a.status === 'failed') failures.push(withWhy(`${file}: ${a.fullName ?? a.title}`, a.failureMessages?.[0]));
      }
    }
  }
}
// Checks without a report (typecheck, lint, layer rules, build, budget) that failed.
failed += Number(process.env.CHECKS_FAILED ?? 0);
console.log(`reports read: ${files.join(', ') || 'none'}`);
for (const failure of failures) console.log(`failed: ${failure}`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
