// Sums vitest and Playwright JSON reports in .reports/ into CI's one closing line: "N passed, N failed".
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = '.reports';
let passed = 0;
let failed = 0;
let skipped = 0;
// The names of the tests that failed, so CI's closing lines say which without scrolling back.
const failures = [];
// Playwright nests suites in suites; each spec holds its tests and their results.
const playwrightFailures = (suite, file) => {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      if (test.status === 'unexpected') failures.push(`${file}: ${spec.file ?? ''} ${spec.title}`.trim());
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
        failures.push(`${file}: ${result.name} (did not load)`);
      for (const a of result.assertionResults ?? []) {
        if (a.status === 'failed') failures.push(`${file}: ${a.fullName ?? a.title}`);
      }
    }
  }
}
// Checks without a report (typecheck, lint, layer rules, build, budget) that failed.
failed += Number(process.env.CHECKS_FAILED ?? 0);
console.log(`reports read: ${files.join(', ') || 'none'}`);
for (const failure of failures) console.log(`failed: ${failure}`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
