// `npm test`: unit and API suites (Vitest), then the browser suite (Playwright), closing with the
// names of the tests that failed (if any) and one plain "N passed, N failed" line for both.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { playwrightOutcome, vitestOutcome, type Outcome } from './test-report';

function run(cmd: string, args: string[]) {
  return spawnSync(cmd, args, { stdio: 'inherit', env: process.env }).status ?? 1;
}

/** A report that is missing or unreadable counts as one failure: the run did not finish. */
function read(file: string, outcome: (json: never) => Outcome): Outcome {
  try {
    return outcome(JSON.parse(fs.readFileSync(file, 'utf8')) as never);
  } catch {
    return { passed: 0, failed: 1, failures: [`${file}: no readable report`] };
  }
}

fs.rmSync('test-results', { recursive: true, force: true });
fs.mkdirSync('test-results', { recursive: true });

const unitStatus = run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=test-results/vitest.json']);
const unit = read('test-results/vitest.json', (json) => vitestOutcome(json, process.cwd()));

const e2eStatus = run('npx', ['playwright', 'test']);
const e2e = read('test-results/e2e.json', (json) => playwrightOutcome(json));

const passed = unit.passed + e2e.passed;
const failed = unit.failed + e2e.failed + (unitStatus !== 0 && unit.failed === 0 ? 1 : 0) + (e2eStatus !== 0 && e2e.failed === 0 ? 1 : 0);
const failures = [...unit.failures, ...e2e.failures];
if (failures.length > 0) console.log(`\nFailed:\n${failures.map((f) => `  ${f}`).join('\n')}`);
console.log(`\nunit+api: ${unit.passed} passed, ${unit.failed} failed; browser: ${e2e.passed} passed, ${e2e.failed} failed`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || unitStatus !== 0 || e2eStatus !== 0 ? 1 : 0);
