// Forced style+layout time of a static document, fresh page each time, 4x CPU: node .lay.mjs url... (median of N)
import { chromium } from 'playwright';
const N = Number(process.env.N ?? 7);
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const url of process.argv.slice(2)) {
  const times = [];
  for (let i = 0; i < N; i++) {
    const c = await b.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
    const p = await c.newPage();
    await p.route('**/*.{webp,avif,jpg,png,js}', (r) => r.abort());
    await p.addInitScript(() => { document.addEventListener('readystatechange', () => {}, { once: true }); });
    await p.goto(url + (url.includes('?') ? '&' : '?') + 'hide', { waitUntil: 'domcontentloaded' });
    const s = await c.newCDPSession(p); await s.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    times.push(await p.evaluate(() => { const t = performance.now(); document.documentElement.style.display = ''; document.body.offsetHeight; return performance.now() - t; }));
    await c.close();
  }
  times.sort((a, b) => a - b);
  console.log(url.split('/').pop().padEnd(12), 'median', times[N >> 1].toFixed(1), 'min', times[0].toFixed(1));
}
await b.close();
