// `npm test`: unit and API suites (Vitest), then the browser suite (Playwright),
// closing with one plain "N passed, N failed" line for both.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

function run(cmd: string, args: string[]) {
  return spawnSync(cmd, args, { stdio: 'inherit', env: process.env }).status ?? 1;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- two different report formats, read defensively
function readCounts(file: string, pick: (json: any) => { passed: number; failed: number }) {
  try {
    return pick(JSON.parse(fs.readFileSync(file, 'utf8')));
  } catch {
    return { passed: 0, failed: 1 };
  }
}

fs.rmSync('test-results', { recursive: true, force: true });
fs.mkdirSync('test-results', { recursive: true });

const unitStatus = run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=test-results/vitest.json']);
const unit = readCounts('test-results/vitest.json', (j) => ({ passed: j.numPassedTests, failed: j.numFailedTests }));

const e2eStatus = run('npx', ['playwright', 'test']);
const e2e = readCounts('test-results/e2e.json', (j) => ({
  passed: j.stats.expected + j.stats.flaky,
  failed: j.stats.unexpected,
}));

const passed = unit.passed + e2e.passed;
const failed = unit.failed + e2e.failed + (unitStatus !== 0 && unit.failed === 0 ? 1 : 0) + (e2eStatus !== 0 && e2e.failed === 0 ? 1 : 0);
console.log(`\nunit+api: ${unit.passed} passed, ${unit.failed} failed; browser: ${e2e.passed} passed, ${e2e.failed} failed`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || unitStatus !== 0 || e2eStatus !== 0 ? 1 : 0);
