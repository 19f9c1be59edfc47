// `npm run bench:main-thread`: the main thread of a page's load, traced, to tell two builds apart
// where Lighthouse's TBT cannot (on an unsteady host its calibrated slowdown, and with it TBT, moves
// by half from one run to the next). Each run opens the page in a fresh browser context of the system
// Chromium (a 412 px phone, a fixed CPU slowdown, no network throttling), traces the whole load and
// six seconds more, and sums the page's main-thread tasks (scripts/bench/main-thread-tasks.ts): all
// of them ("busy"), their parts beyond 50 ms each (as TBT counts them) and the longest. With a
// baseline the two builds alternate, this build first in odd pairs and second in even ones, and it
// prints in how many pairs this build was the less busy. The bag and checkout are the demo
// customer's, signed in with a serum in her bag, as in bench:lighthouse.
//   MAIN_THREAD_RUNS=8        runs per page and build (default 8)
//   MAIN_THREAD_SLOWDOWN=4    the CPU slowdown (default 4)
//   LIGHTHOUSE_PAGES=product  the pages (home, category, product, bag, checkout; default product,bag,checkout)
//   LIGHTHOUSE_URL=http://…       measure a server that is already running instead of starting one
//   LIGHTHOUSE_BASELINE=http://…  also measure another build (a server already running), pair by pair
//   CHROME_PATH=…             another Chromium (default /usr/bin/chromium)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import puppeteer, { type Browser, type CookieData } from 'puppeteer-core';
import { baselineUrl, CHROME_FLAGS, CHROME_PATH, customerWithBag, median, SHOP_PAGES, shopUnderTest } from './lighthouse-shop';
import { mainThread, type MainThread } from './main-thread-tasks';
import { hostLine } from './shop';

const RUNS = Number(process.env.MAIN_THREAD_RUNS ?? 8);
const SLOWDOWN = Number(process.env.MAIN_THREAD_SLOWDOWN ?? 4);
/** How long the trace goes on after the page's load event. */
const AFTER_LOAD_MS = 6000;
const only = (process.env.LIGHTHOUSE_PAGES ?? 'product,bag,checkout').split(',');
const PAGES = SHOP_PAGES.filter((p) => only.includes(p.name));
const PHONE = { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

interface Target {
  label: string;
  url: string;
  customer: CookieData[];
}

async function measure(browser: Browser, page: (typeof PAGES)[number], target: Target, traceFile: string): Promise<MainThread> {
  const context = await browser.createBrowserContext();
  try {
    if ('signedIn' in page) await context.setCookie(...target.customer);
    const tab = await context.newPage();
    await tab.setViewport(PHONE);
    const cdp = await tab.createCDPSession();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
    await tab.tracing.start({ path: traceFile, categories: ['toplevel', 'disabled-by-default-devtools.timeline'] });
    await tab.goto(target.url + page.path, { waitUntil: 'load', timeout: 120_000 });
    await new Promise((resolve) => setTimeout(resolve, AFTER_LOAD_MS));
    await tab.tracing.stop();
    return mainThread((JSON.parse(fs.readFileSync(traceFile, 'utf8')) as { traceEvents: Parameters<typeof mainThread>[0] }).traceEvents);
  } finally {
    await context.close();
  }
}

async function main() {
  const { base, stop } = await shopUnderTest();
  const baseline = baselineUrl();
  const traceFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'main-thread-')), 'trace.json');
  const browser = await puppeteer.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS, defaultViewport: null });
  try {
    const targets: Target[] = await Promise.all(
      [{ label: 'this build', url: base }, ...(baseline ? [{ label: 'before', url: baseline }] : [])].map(async (t) => ({
        ...t,
        customer: PAGES.some((p) => 'signedIn' in p) ? await customerWithBag(t.url) : [],
      })),
    );
    console.log(`${RUNS} runs per page and build, CPU slowdown ${SLOWDOWN}×, the load and ${AFTER_LOAD_MS / 1000} s after it`);
    for (const page of PAGES) {
      const runs = new Map<string, MainThread[]>(targets.map((t) => [t.label, []]));
      for (let i = 0; i < RUNS; i++) {
        for (const target of i % 2 ? [...targets].reverse() : targets) {
          const figures = await measure(browser, page, target, traceFile);
          runs.get(target.label)!.push(figures);
          console.log(
            `  ${page.name} (${target.label}) run ${i + 1}: busy ${Math.round(figures.busy)} ms, beyond 50 ms ${Math.round(figures.beyond)} ms, longest ${Math.round(figures.longest)} ms`,
          );
        }
      }
      for (const [label, figures] of runs) {
        const med = (pick: (f: MainThread) => number) => Math.round(median(figures.map(pick)));
        console.log(
          `${page.name} (${label}), medians: busy ${med((f) => f.busy)} ms, beyond 50 ms ${med((f) => f.beyond)} ms, longest ${med((f) => f.longest)} ms`,
        );
      }
      if (baseline) {
        const [now, before] = [runs.get('this build')!, runs.get('before')!];
        const less = now.filter((f, i) => f.busy < before[i]!.busy).length;
        console.log(`${page.name}: this build was the less busy in ${less} pairs of ${RUNS}`);
      }
    }
    console.log(hostLine());
  } finally {
    await browser.close();
    await stop();
  }
}

await main();
