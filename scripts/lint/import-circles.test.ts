import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importCircles, importGraph, type ImportGraph } from './import-circles';

const graph = (edges: Record<string, string[]>): ImportGraph => new Map(Object.entries(edges));

describe('importCircles', () => {
  it('finds none in a graph without circles', () => {
    expect(importCircles(graph({ a: ['b', 'c'], b: ['c'], c: [] }))).toEqual([]);
  });

  it('shows each circle once, from its first file back to it', () => {
    const circles = importCircles(graph({ a: ['b'], b: ['c'], c: ['a', 'd'], d: [], e: ['f'], f: ['e'], g: ['g'] }));
    expect(circles.sort((x, y) => x[0]!.localeCompare(y[0]!))).toEqual([
      ['a', 'b', 'c', 'a'],
      ['e', 'f', 'e'],
      ['g', 'g'],
    ]);
  });

  it('takes the shortest way round when a group has several', () => {
    expect(importCircles(graph({ a: ['b', 'c'], b: ['c'], c: ['a'] }))).toEqual([['a', 'c', 'a']]);
  });
});

describe('importGraph', () => {
  it('follows imports, re-exports, dynamic and type-only imports between the given folders, and nothing else', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'zaron-circles-'));
    const write = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      fs.writeFileSync(path.join(root, file), text);
    };
    write('tsconfig.json', JSON.stringify({ compilerOptions: { module: 'ES2022', moduleResolution: 'bundler', jsx: 'react-jsx' } }));
    write('server/a.ts', "import type { B } from './b';\nimport fs from 'node:fs';\nexport const a = 1;");
    write('server/b.ts', "export type B = 1;\nexport { c } from './c';");
    write('server/c.tsx', "export const c = () => import('../domain/d');");
    write('domain/d.ts', "import { x } from '../other/x';\nexport const d = x;");
    write('other/x.ts', 'export const x = 1;');
    const files = importGraph(root, ['server', 'domain']);
    const rel = (file: string) => path.relative(root, file);
    expect(Object.fromEntries([...files].map(([file, to]) => [rel(file), to.map(rel)]))).toEqual({
      'server/a.ts': ['server/b.ts'],
      'server/b.ts': ['server/c.tsx'],
      'server/c.tsx': ['domain/d.ts'],
      'domain/d.ts': [],
    });
    fs.rmSync(root, { recursive: true });
  });
});
