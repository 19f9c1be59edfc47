// Test helper, preloaded with `--import`: lists every module the process loads in a file named after
// its pid in the folder RECORD_MODULES_TO (ES modules as the loader hands them over, CommonJS modules that ran, from require.cache).
import fs from 'node:fs';
import { createRequire, register } from 'node:module';
import process from 'node:process';

const dir = process.env.RECORD_MODULES_TO;
if (dir) {
  const out = `${dir}/${process.pid}.txt`;
  fs.writeFileSync(out, '');
  register(
    'data:text/javascript,' +
      encodeURIComponent(`
    import fs from 'node:fs';
    export async function load(url, context, nextLoad) {
      fs.appendFileSync(${JSON.stringify(out)}, url + '\\n');
      return nextLoad(url, context);
    }`),
  );
  const cache = createRequire(import.meta.url).cache;
  // Node also files CommonJS modules it only parsed for their export names (both branches of
  // `module.exports = require(…)`); those never ran and are not `loaded`.
  process.on('exit', () => {
    const ran = Object.entries(cache)
      .filter(([, m]) => m?.loaded)
      .map(([file]) => file);
    fs.appendFileSync(out, ran.join('\n') + '\n');
  });
}
