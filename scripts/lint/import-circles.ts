import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** Each file and the files of this repository it imports (imports, re-exports, dynamic and type-only imports). */
export type ImportGraph = Map<string, string[]>;

const SOURCE = /\.tsx?$/;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/**
 * The import graph of the `.ts`/`.tsx` files under `folders`, resolved as the compiler resolves
 * them (tsconfig paths and all). Imports that lead outside those folders (packages, generated
 * types) are left out: no circle can pass through them.
 */
export function importGraph(root: string, folders: string[]): ImportGraph {
  const configPath = path.join(root, 'tsconfig.json');
  const { config } = ts.readConfigFile(configPath, ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, root, undefined, configPath);
  const files = folders.flatMap((folder) => sourceFiles(path.join(root, folder)));
  const known = new Set(files);
  const graph: ImportGraph = new Map();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
    const targets = new Set<string>();
    for (const { fileName } of importedFiles) {
      const resolved = ts.resolveModuleName(fileName, file, options, ts.sys).resolvedModule;
      if (resolved && known.has(path.normalize(resolved.resolvedFileName))) targets.add(path.normalize(resolved.resolvedFileName));
    }
    graph.set(file, [...targets]);
  }
  return graph;
}

/**
 * Every import circle, one per group of files that reach each other (strongly connected
 * components, Tarjan), each shown as one path that starts and ends at the same file.
 */
export function importCircles(graph: ImportGraph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  let next = 0;
  const visit = (file: string) => {
    index.set(file, next);
    low.set(file, next++);
    stack.push(file);
    onStack.add(file);
    for (const to of graph.get(file) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(file, Math.min(low.get(file)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(file, Math.min(low.get(file)!, index.get(to)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1 || (graph.get(file) ?? []).includes(file)) groups.push(group);
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return groups.map((group) => circleThrough(graph, new Set(group)));
}

/** The shortest way from the group's first file (in name order) back to itself, inside the group. */
function circleThrough(graph: ImportGraph, group: Set<string>): string[] {
  const start = [...group].sort()[0]!;
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift()!;
    for (const to of graph.get(file) ?? []) {
      if (!group.has(to)) continue;
      if (to === start) {
        const between: string[] = [];
        for (let at = file; at !== start; at = cameFrom.get(at)!) between.unshift(at);
        return [start, ...between, start];
      }
      if (!cameFrom.has(to)) {
        cameFrom.set(to, file);
        queue.push(to);
      }
    }
  }
  return [start, start];
}
