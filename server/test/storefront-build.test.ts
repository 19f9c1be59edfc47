import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isStale } from './storefront-build';

describe('the storefront build the page tests use', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zaron-stale-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const file = (name: string, at: number) => {
    const full = path.join(dir, name);
    fs.mkdirSync(path.dirname(full), { recursive: true });
    fs.writeFileSync(full, name);
    fs.utimesSync(full, at, at);
    return full;
  };

  it('is made again when missing, or when a file of its code, however deep, changed after it (not a test file)', () => {
    const sources = [path.join(dir, 'app'), path.join(dir, 'vite.config.ts'), path.join(dir, 'absent.json')];
    const build = path.join(dir, 'build/server/index.js');
    file('app/routes/home.tsx', 1_000);
    file('vite.config.ts', 1_000);
    expect(isStale(build, sources)).toBe(true);
    file('build/server/index.js', 2_000);
    expect(isStale(build, sources)).toBe(false);
    file('app/components/catalog/deep/card.tsx', 3_000);
    expect(isStale(build, sources)).toBe(true);
    file('build/server/index.js', 4_000);
    expect(isStale(build, sources)).toBe(false);
    file('app/components/catalog/deep/card.test.tsx', 4_500);
    expect(isStale(build, sources)).toBe(false);
    file('vite.config.ts', 5_000);
    expect(isStale(build, sources)).toBe(true);
  });
});
