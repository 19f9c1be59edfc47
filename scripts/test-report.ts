// Reads the two test reports `npm test` writes (Vitest's and Playwright's JSON) into counts and the
// names of what failed, so the last lines of a run say which tests to look at.

export interface Outcome {
  passed: number;
  failed: number;
  /** One line per failure: where it is, its name, and the first line of its error. */
  failures: string[];
}

// eslint-disable-next-line no-control-regex -- terminal colour codes in Playwright's messages
const COLOURS = /\x1b\[[0-9;]*m/g;
const firstLine = (text: string | undefined) => (text ?? '').replace(COLOURS, '').trim().split('\n')[0]!.slice(0, 200);

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  testResults: {
    name: string;
    status: string;
    message?: string;
    assertionResults: { fullName: string; status: string; failureMessages?: string[] }[];
  }[];
}

export function vitestOutcome(report: VitestReport, root: string): Outcome {
  const failures: string[] = [];
  for (const file of report.testResults) {
    const where = file.name.startsWith(root) ? file.name.slice(root.length + 1) : file.name;
    const failed = file.assertionResults.filter((t) => t.status === 'failed');
    for (const t of failed) failures.push(`${where} › ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`);
    // A file that fails outside its tests (an import, a beforeAll hook) has no failed test of its own.
    if (file.status === 'failed' && failed.length === 0) failures.push(`${where}: ${firstLine(file.message)}`);
  }
  return { passed: report.numPassedTests, failed: report.numFailedTests, failures };
}

interface PlaywrightSuite {
  title: string;
  file?: string;
  specs?: {
    title: string;
    file: string;
    line: number;
    tests: { projectName: string; status: string; results: { error?: { message?: string } }[] }[];
  }[];
  suites?: PlaywrightSuite[];
}

interface PlaywrightReport {
  stats: { expected: number; flaky: number; unexpected: number };
  suites: PlaywrightSuite[];
}

export function playwrightOutcome(report: PlaywrightReport): Outcome {
  const failures: string[] = [];
  const visit = (suite: PlaywrightSuite, titles: string[]) => {
    const path = suite.file && suite.title === suite.file ? titles : [...titles, suite.title];
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        if (test.status === 'unexpected') {
          const error = test.results.at(-1)?.error?.message;
          failures.push(`${spec.file}:${spec.line} [${test.projectName}] › ${[...path, spec.title].join(' › ')}: ${firstLine(error)}`);
        }
    for (const child of suite.suites ?? []) visit(child, path);
  };
  for (const suite of report.suites) visit(suite, []);
  return { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected, failures };
}
