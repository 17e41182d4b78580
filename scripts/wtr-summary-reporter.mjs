// Writes the pass/fail counts of a @web/test-runner run to a JSON file, so `npm test` can print
// one plain closing line for every runner together.
import { writeFileSync } from 'node:fs';

function count(results, acc) {
  if (!results) return acc;
  for (const test of results.tests ?? []) {
    if (test.skipped) acc.skipped += 1;
    else if (test.passed) acc.passed += 1;
    else acc.failed += 1;
  }
  for (const suite of results.suites ?? []) count(suite, acc);
  return acc;
}

export function summaryReporter(file) {
  return {
    onTestRunFinished({ sessions }) {
      const acc = { passed: 0, failed: 0, skipped: 0 };
      for (const session of sessions) {
        count(session.testResults, acc);
        // A file that failed to load has errors but no test results: count it as a failure.
        if (
          !session.passed &&
          (session.errors?.length ?? 0) > 0 &&
          !session.testResults?.tests?.length &&
          !session.testResults?.suites?.length
        )
          acc.failed += 1;
      }
      writeFileSync(file, JSON.stringify(acc));
    },
  };
}
