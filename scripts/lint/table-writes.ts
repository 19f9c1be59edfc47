import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** A table as its area's `schema.ts` declares it: `export const users = pgTable('users', …)`. */
export interface OwnedTable {
  area: string;
  table: string;
}

/** A write (`.insert(t)`, `.update(t)`, `.delete(t)`) by a file of one area to a table another area owns. */
export interface ForeignWrite {
  file: string;
  line: number;
  write: 'insert' | 'update' | 'delete';
  table: string;
  owner: string;
  area: string;
}

/**
 * Where a write to another area's table is allowed: the folders and files that are not an area's
 * service (the demo seed, the test helpers, every test file), and the few writes named with the reason
 * they stay. Everything else changes another area's table through that area's functions
 * (docs/architecture.md, "Which area owns which table").
 */
export const ALLOWED_FOLDERS = ['server/seed/', 'server/test/'];
export const isTestFile = (file: string) => /\.test\.tsx?$/.test(file) || path.basename(file) === 'test-support.ts';
export const ALLOWED_WRITES: { file: string; table: string; why: string }[] = [];

const WRITES = new Set(['insert', 'update', 'delete']);
const SOURCE = /\.tsx?$/;

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** The area of a file under server/: its first folder (`server/returns/refund.ts` → `returns`); `server` for the files beside them. */
export function areaOf(root: string, file: string): string {
  const parts = path.relative(path.join(root, 'server'), file).split(path.sep);
  return parts.length > 1 ? parts[0]! : 'server';
}

/**
 * Finds every write to another area's table in the `.ts`/`.tsx` files under server/. A table is
 * followed from the write's argument (`users`, or `schema.users` of a namespace import) through
 * the file's imports and any re-exports (`server/db/schema.ts`) to the `schema.ts` that declares it,
 * with module paths resolved as the compiler resolves them.
 */
export function foreignWrites(root: string): ForeignWrite[] {
  const configPath = path.join(root, 'tsconfig.json');
  const { config } = ts.readConfigFile(configPath, ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, root, undefined, configPath);
  const parsed = new Map<string, ts.SourceFile>();
  const parse = (file: string) => {
    let source = parsed.get(file);
    if (!source) {
      source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
      parsed.set(file, source);
    }
    return source;
  };
  const resolve = (specifier: string, from: string) => {
    const resolved = ts.resolveModuleName(specifier, from, options, ts.sys).resolvedModule;
    return resolved && !resolved.isExternalLibraryImport ? path.normalize(resolved.resolvedFileName) : null;
  };

  /** The tables each area's schema.ts declares, by exported name. */
  const declared = new Map<string, Map<string, OwnedTable>>();
  for (const file of sourceFiles(path.join(root, 'server')).filter((f) => path.basename(f) === 'schema.ts')) {
    const tables = new Map<string, OwnedTable>();
    for (const statement of parse(file).statements) {
      if (!ts.isVariableStatement(statement) || !statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) continue;
      for (const d of statement.declarationList.declarations) {
        const call = d.initializer;
        if (!ts.isIdentifier(d.name) || !call || !ts.isCallExpression(call) || call.expression.getText() !== 'pgTable') continue;
        const name = call.arguments[0];
        tables.set(d.name.text, { area: areaOf(root, file), table: name && ts.isStringLiteral(name) ? name.text : d.name.text });
      }
    }
    if (tables.size > 0) declared.set(file, tables);
  }

  /** The table `name` exported by `file`, followed through `export *` and `export { … } from`. */
  const tableExported = (file: string, name: string, seen = new Set<string>()): OwnedTable | null => {
    const own = declared.get(file)?.get(name);
    if (own) return own;
    if (seen.has(file) || !fs.existsSync(file)) return null;
    seen.add(file);
    for (const statement of parse(file).statements) {
      if (!ts.isExportDeclaration(statement) || !statement.moduleSpecifier || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
      const target = resolve(statement.moduleSpecifier.text, file);
      if (!target) continue;
      const clause = statement.exportClause;
      if (!clause) {
        const found = tableExported(target, name, seen);
        if (found) return found;
      } else if (ts.isNamedExports(clause)) {
        const spec = clause.elements.find((e) => e.name.text === name);
        if (spec) return tableExported(target, (spec.propertyName ?? spec.name).text, seen);
      }
    }
    return null;
  };

  const found: ForeignWrite[] = [];
  for (const file of sourceFiles(path.join(root, 'server'))) {
    const source = parse(file);
    const area = areaOf(root, file);
    // Local names bound by imports: a named import's module and exported name, or a namespace's module.
    const named = new Map<string, { from: string; name: string }>();
    const namespaces = new Map<string, string>();
    for (const statement of source.statements) {
      if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
      const from = resolve(statement.moduleSpecifier.text, file);
      const bindings = statement.importClause?.namedBindings;
      if (!from || !bindings) continue;
      if (ts.isNamespaceImport(bindings)) namespaces.set(bindings.name.text, from);
      else for (const e of bindings.elements) named.set(e.name.text, { from, name: (e.propertyName ?? e.name).text });
    }
    const tableAt = (arg: ts.Expression): OwnedTable | null => {
      if (ts.isIdentifier(arg)) {
        const binding = named.get(arg.text);
        return binding ? tableExported(binding.from, binding.name) : (declared.get(file)?.get(arg.text) ?? null);
      }
      if (ts.isPropertyAccessExpression(arg) && ts.isIdentifier(arg.expression)) {
        const from = namespaces.get(arg.expression.text);
        return from ? tableExported(from, arg.name.text) : null;
      }
      return null;
    };
    const visit = (node: ts.Node) => {
      if (
        ts.isCallExpression(node) &&
        ts.isPropertyAccessExpression(node.expression) &&
        WRITES.has(node.expression.name.text) &&
        node.arguments.length === 1
      ) {
        const table = tableAt(node.arguments[0]!);
        if (table && table.area !== area)
          found.push({
            file: path.relative(root, file),
            line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1,
            write: node.expression.name.text as ForeignWrite['write'],
            table: table.table,
            owner: table.area,
            area,
          });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

/** The foreign writes the rule refuses: all but those of the seed, the test helpers, tests and the listed exceptions. */
export function refusedWrites(writes: ForeignWrite[]): ForeignWrite[] {
  return writes.filter(
    (w) =>
      !ALLOWED_FOLDERS.some((folder) => w.file.split(path.sep).join('/').startsWith(folder)) &&
      !isTestFile(w.file) &&
      !ALLOWED_WRITES.some((a) => a.file === w.file.split(path.sep).join('/') && a.table === w.table),
  );
}
