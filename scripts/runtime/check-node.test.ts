import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const { problem } = require('./check-node.cjs') as { problem: (machine: string, running: string) => string | undefined };
const script = path.join(import.meta.dirname, 'check-node.cjs');

describe('which Node.js runs the shop', () => {
  it('lets the shop run on Node.js 24 from node_modules, whatever Node.js 20 runs npm', () => {
    expect(problem('20.20.2', '24.21.0')).toBeUndefined();
    expect(problem('20.17.0', '24.21.0')).toBeUndefined();
    expect(problem('24.21.0', '24.21.0')).toBeUndefined();
    expect(problem('22.22.0', '22.22.0')).toBeUndefined();
  });

  it('stops a machine too old for npm 11 with one line naming both versions and the fix', () => {
    expect(problem('18.20.8', '24.21.0')).toBe(
      'Zaron Shop needs Node.js 20.17 or newer to install (it then runs on Node.js 24); this machine has 18.20.8: install Node.js 24 LTS (`nvm install 24`) and run `npm ci` again.',
    );
    expect(problem('20.16.0', '20.16.0')).toMatch(/^Zaron Shop needs Node\.js 20\.17 or newer to install .* this machine has 20\.16\.0: /);
  });

  it('stops a Node.js 20 that found no Node.js 24 in node_modules', () => {
    expect(problem('20.20.2', '20.20.2')).toBe(
      'Zaron Shop runs on Node.js 24 (22.22 or newer); found 20.20.2 and no Node.js 24 in node_modules: run `npm ci` (with the development dependencies), or install Node.js 24 LTS (`nvm install 24`) and run `npm ci` again.',
    );
    expect(problem('22.21.1', '22.21.1')).toMatch(/^Zaron Shop runs on Node\.js 24 \(22\.22 or newer\); found 22\.21\.1 /);
  });

  it('reads the machine’s Node.js from npm’s user agent and exits 1 with the line alone on stderr', () => {
    const run = spawnSync(process.execPath, [script], {
      env: { ...process.env, npm_config_user_agent: 'npm/10.9.9 node/v18.20.8 linux x64 workspaces/false' },
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(`${problem('18.20.8', process.versions.node)}\n`);
  });

  it('says which Node.js runs the shop when asked and it is not the machine’s own', () => {
    const run = spawnSync(process.execPath, [script, '--tell'], {
      env: { ...process.env, npm_config_user_agent: 'npm/11.19.1 node/v20.20.2 linux x64 workspaces/false' },
      encoding: 'utf8',
    });
    expect(run.status).toBe(0);
    expect(run.stdout).toBe(`Zaron Shop runs on Node.js ${process.versions.node} from node_modules (this machine has 20.20.2).\n`);
  });
});
