import { chromium } from 'playwright';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const p = await b.newPage({ viewport: { width: 412, height: 823 } });
await p.route('**/*.js', (r) => r.abort());
for (const url of process.argv.slice(2)) {
await p.goto(url);
console.log(url, await p.evaluate(() => {
  const out = [];
  const walk = (el, depth) => { for (const c of el.children) { const n = c.querySelectorAll('*').length + 1; if (n > 40) { out.push('  '.repeat(depth) + c.tagName.toLowerCase() + (c.id ? '#' + c.id : '') + (c.getAttribute('aria-label') ? `[${c.getAttribute('aria-label')}]` : '') + ' .' + (c.className?.toString?.() ?? '').slice(0, 40) + ' ' + n); if (depth < 3) walk(c, depth + 1); } } };
  walk(document.body, 0); return document.querySelectorAll('*').length + '\n' + out.join('\n');
}));
}
await b.close();
