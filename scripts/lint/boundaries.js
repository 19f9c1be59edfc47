import path from 'node:path';
import process from 'node:process';

/**
 * The layers' import rules (docs/architecture.md), checked on every import, re-export and
 * dynamic import by where the imported file really is, so `../../server/x` and `~/x` are
 * judged alike:
 * - `domain/` is the shared contract: it imports only itself and zod;
 * - `app/` (the browser) never imports `server/` or `scripts/`;
 * - `server/` never imports `app/` or `scripts/`.
 * Tests may reach across (a server test seeding through a script, say).
 */
const RULES = {
  domain: { onlyFolders: ['domain'], packages: ['zod'] },
  app: { forbiddenFolders: ['server', 'scripts'] },
  server: { forbiddenFolders: ['app', 'scripts'] },
};

const root = process.cwd();
const isTest = (file) => /\.test\.tsx?$/.test(file) || file.split(path.sep).includes('test');
const topFolder = (file) => path.relative(root, file).split(path.sep)[0];
const packageName = (source) => (source.startsWith('@') ? source.split('/').slice(0, 2).join('/') : source.split('/')[0]);

/** Where an import leads: a top-level folder of the repository, or a package. */
function target(file, source) {
  if (source.startsWith('.')) return { folder: topFolder(path.resolve(path.dirname(file), source)) };
  if (source.startsWith('~/')) return { folder: 'app' };
  return { pkg: packageName(source) };
}

function problem(layer, to) {
  const rule = RULES[layer];
  if (rule.onlyFolders) {
    if (to.folder && !rule.onlyFolders.includes(to.folder))
      return `${layer}/ may import only ${rule.onlyFolders.join(', ')}/ and ${rule.packages.join(', ')}; not ${to.folder}/`;
    if (to.pkg && !rule.packages.includes(to.pkg))
      return `${layer}/ may import only ${rule.onlyFolders.join(', ')}/ and ${rule.packages.join(', ')}; not the package '${to.pkg}'`;
    return null;
  }
  return to.folder && rule.forbiddenFolders.includes(to.folder) ? `${layer}/ must not import ${to.folder}/` : null;
}

const layerBoundaries = {
  meta: { type: 'problem', schema: [], docs: { description: 'Keeps domain/, app/ and server/ inside their import rules' } },
  create(context) {
    const file = context.filename;
    const layer = topFolder(file);
    if (!RULES[layer] || isTest(file)) return {};
    const check = (node) => {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const message = problem(layer, target(file, source.value));
      if (message) context.report({ node: source, message: `Layer boundary: ${message} ('${source.value}')` });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

export default { rules: { 'layer-boundaries': layerBoundaries } };
