// CPU profile of a page load at 4x CPU, phone viewport: node prof.mjs url out.cpuprofile
import { chromium } from 'playwright';
import fs from 'node:fs';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const c = await b.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
const p = await c.newPage();
const s = await c.newCDPSession(p);
await s.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await s.send('Profiler.enable');
await s.send('Profiler.setSamplingInterval', { interval: 200 });
await s.send('Profiler.start');
await p.goto(process.argv[2], { waitUntil: 'load' });
await p.waitForTimeout(6000);
const { profile } = await s.send('Profiler.stop');
fs.writeFileSync(process.argv[3], JSON.stringify(profile));
await b.close();
