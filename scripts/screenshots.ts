// `npx tsx scripts/screenshots.ts <base-url> <path>[@COUNTRY] …`: full-page screenshots at 1280 and 390 px
// in /tmp/shots, with console errors and warnings listed, for looking at pages as a shopper would.
import { chromium } from '@playwright/test';
const [base = 'http://localhost:3000', ...paths] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
for (const width of [1280, 390]) {
  const page = await browser.newPage({ viewport: { width, height: width > 500 ? 900 : 844 } });
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') errors.push(m.text().slice(0, 200));
  });
  page.on('pageerror', (e) => errors.push('PAGEERROR ' + e.message.slice(0, 200)));
  for (const p of paths) {
    const [path = '/', cookie] = p.split('@');
    if (cookie) await page.context().addCookies([{ name: 'countryCode', value: cookie, url: base }]);
    await page.goto(base + path, { waitUntil: 'load' });
    await page.waitForTimeout(1500);
    const name = `/tmp/shots/${path.replace(/\W+/g, '_') || 'home'}${cookie ?? ''}-${width}.png`;
    await page.screenshot({ path: name, fullPage: true });
    console.log(name, errors.splice(0).join(' | '));
  }
  await page.close();
}
await browser.close();
