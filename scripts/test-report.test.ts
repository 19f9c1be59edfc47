import { describe, expect, it } from 'vitest';
import { playwrightOutcome, vitestOutcome } from './test-report';

describe('vitestOutcome', () => {
  it('counts the tests and names each failure with its file and the first line of its error', () => {
    const outcome = vitestOutcome(
      {
        numPassedTests: 2,
        numFailedTests: 1,
        testResults: [
          {
            name: '/repo/server/a.test.ts',
            status: 'failed',
            message: '',
            assertionResults: [
              { fullName: 'limits sign-in attempts', status: 'passed', failureMessages: [] },
              {
                fullName: 'limits sign-in attempts refuses the 11th',
                status: 'failed',
                failureMessages: ['AssertionError: expected [ 401, 401 ] to deeply equal [ 401, 429 ]\n    at a.test.ts:12:5'],
              },
            ],
          },
          { name: '/repo/server/b.test.ts', status: 'passed', assertionResults: [{ fullName: 'b', status: 'passed' }] },
          { name: '/repo/server/c.test.ts', status: 'failed', message: 'Hook timed out in 60000ms.\nmore', assertionResults: [] },
        ],
      },
      '/repo',
    );
    expect(outcome).toEqual({
      passed: 2,
      failed: 1,
      failures: [
        'server/a.test.ts › limits sign-in attempts refuses the 11th: AssertionError: expected [ 401, 401 ] to deeply equal [ 401, 429 ]',
        'server/c.test.ts: Hook timed out in 60000ms.',
      ],
    });
  });
});

describe('playwrightOutcome', () => {
  it('counts flaky tests as passed and names the unexpected ones with their describe blocks, without colour codes', () => {
    const outcome = playwrightOutcome({
      stats: { expected: 3, flaky: 1, unexpected: 1 },
      suites: [
        {
          title: 'chrome.spec.ts',
          file: 'chrome.spec.ts',
          specs: [
            {
              title: 'footer shows the GB numbers',
              file: 'chrome.spec.ts',
              line: 196,
              tests: [{ projectName: 'desktop', status: 'flaky', results: [{ error: { message: 'first try' } }, {}] }],
            },
          ],
          suites: [
            {
              title: 'search box',
              file: 'chrome.spec.ts',
              specs: [
                {
                  title: 'lists matching products',
                  file: 'chrome.spec.ts',
                  line: 44,
                  tests: [
                    {
                      projectName: 'desktop',
                      status: 'unexpected',
                      results: [
                        { error: { message: 'first' } },
                        { error: { message: '\u001b[31mError: expect(locator).toHaveText(expected)\u001b[39m\n\nLocator: …' } },
                      ],
                    },
                    { projectName: 'phone', status: 'expected', results: [{}] },
                  ],
                },
              ],
            },
          ],
        },
      ],
    });
    expect(outcome).toEqual({
      passed: 4,
      failed: 1,
      failures: ['chrome.spec.ts:44 [desktop] › search box › lists matching products: Error: expect(locator).toHaveText(expected)'],
    });
  });
});
