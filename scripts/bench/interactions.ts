// `npm run bench:interactions`: how soon the page answers a tap on a low-end phone. A Lighthouse user
// flow (timespan) on a freshly started production shop, with the system Chromium in a phone's
// viewport, measures Interaction to Next Paint and the Total Blocking Time of four interactions,
// each made once the page has hydrated the element tapped: add to bag (a product page), open the
// menu (home), type in search (home, "serum" a key at a time) and choose a filter (a category: its
// Filters button, the first group, then its first value). The CPU is slowed as for the low-end
// phone of `bench:lighthouse` (2.5 times the mid-tier slowdown calibrated from the host's CPU index
// just before each run). Beside them it taps the floor's button (scripts/bench/floor/): the least
// page of the stack, whose React draws one number as a transition (as the shop's bag buttons do),
// so the least any tap costs at that slowdown; it has no goal of its own. Prints each run and the
// medians beside the goal, INP ≤ 200 ms, and exits 1 when one is missed.
//   INTERACTION_RUNS=3        runs per interaction (default 5)
//   INTERACTIONS=menu,search  only the named interactions (bag, menu, search, filter, floor)
//   LIGHTHOUSE_URL=http://…   measure a server that is already running instead of starting one
//   LIGHTHOUSE_BASELINE=http://…  also measure another build (a server already running), run by run
//                             right after this one at the same slowdown, in rows of its own (/before)
import * as chromeLauncher from 'chrome-launcher';
import { startFlow } from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import puppeteer, { type Browser, type ElementHandle, type Page } from 'puppeteer-core';
import { LOW_END_FACTOR, midTierMultiplier } from './calibration';
import { BEFORE, baselineUrl, CHROME_FLAGS, CHROME_PATH, FLOOR, hostIndex, median, startFloor, shopUnderTest } from './lighthouse-shop';
import { hostLine } from './shop';

const RUNS = Number(process.env.INTERACTION_RUNS ?? 5);
const INP_GOAL_MS = 200;
/** Lighthouse's mobile screen (a Moto G Power), set on the page before it loads so the flow never resizes it. */
const PHONE_SCREEN = { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

/** Waits until React has taken over the element (its node then carries React's props), then gives it back. */
async function hydrated(page: Page, selector: string): Promise<ElementHandle> {
  const element = await page.waitForSelector(selector, { visible: true, timeout: 60_000 });
  if (!element) throw new Error(`${selector} not found`);
  await page.waitForFunction((node) => Object.keys(node).some((key) => key.startsWith('__reactProps')), { timeout: 60_000 }, element);
  return element as ElementHandle;
}

interface Interaction {
  name: string;
  path: string;
  /** What to tap, once hydrated. */
  target: string;
  act: (page: Page, target: ElementHandle) => Promise<void>;
}

const ALL: Interaction[] = [
  {
    name: 'bag',
    path: '/product/radiance-vitamin-c-serum',
    target: '::-p-aria([name="Add to Cart"][role="button"])',
    act: (_page, target) => target.tap(),
  },
  { name: 'menu', path: '/', target: '::-p-aria([name="Open menu"][role="button"])', act: (_page, target) => target.tap() },
  {
    name: 'search',
    path: '/',
    target: 'input[placeholder="Search products"]',
    act: async (page, target) => {
      await target.tap();
      await page.keyboard.type('serum', { delay: 150 });
    },
  },
  {
    name: 'filter',
    path: '/category/best-sellers',
    target: 'button[aria-controls="filter-groups"]',
    act: async (page, target) => {
      await target.tap();
      const group = await hydrated(page, '#filter-groups button[aria-expanded]');
      await group.tap();
      const value = await hydrated(page, '#filter-groups input[type="checkbox"]');
      await value.tap();
    },
  },
  { name: FLOOR, path: '/', target: '::-p-aria([name="Add to Cart"][role="button"])', act: (_page, target) => target.tap() },
];
const only = process.env.INTERACTIONS?.split(',');
const INTERACTIONS = ALL.filter((i) => !only || only.includes(i.name));

interface Figures {
  inp: number;
  tbt: number;
  hostCpu: number;
  multiplier: number;
}

async function measure(browser: Browser, base: string, interaction: Interaction, index: number): Promise<Figures> {
  const multiplier = midTierMultiplier(index) * LOW_END_FACTOR;
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setViewport(PHONE_SCREEN);
    await page.setCookie({ name: 'cookieConsent', value: 'true', url: base }, { name: 'countryCode', value: 'GB', url: base });
    await page.goto(base + interaction.path, { waitUntil: 'load' });
    const target = await hydrated(page, interaction.target);
    const flow = await startFlow(page, {
      flags: {
        screenEmulation: { disabled: true },
        throttlingMethod: 'devtools',
        throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: multiplier },
        logLevel: 'error',
      },
    });
    await flow.startTimespan({ name: interaction.name });
    await interaction.act(page, target);
    // Long enough for what the tap set off to paint, on the slowest phone.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    await flow.endTimespan();
    const result = await flow.createFlowResult();
    const audits = result.steps[0]!.lhr.audits;
    const inp = audits['interaction-to-next-paint']?.numericValue;
    if (inp === undefined) throw new Error(`No interaction was recorded for ${interaction.name}`);
    return { inp, tbt: audits['total-blocking-time']?.numericValue ?? NaN, hostCpu: index, multiplier };
  } finally {
    await context.close();
  }
}

async function main() {
  const { base, stop } = await shopUnderTest();
  const baseline = baselineUrl();
  const targets = [{ url: base, suffix: '' }, ...(baseline ? [{ url: baseline, suffix: BEFORE }] : [])];
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  let floor: Awaited<ReturnType<typeof startFloor>> | undefined;
  const medians: { name: string; figures: Figures }[] = [];
  try {
    if (INTERACTIONS.some((i) => i.name === FLOOR)) floor = await startFloor();
    // The floor's tap is not the shop's: measured once, whichever build is.
    const measured = (interaction: Interaction) => (interaction.name === FLOOR ? [{ url: floor!.url, suffix: '' }] : targets);
    chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
    for (const interaction of INTERACTIONS)
      for (const t of measured(interaction)) await fetch(t.url + interaction.path).then((r) => r.text());
    console.log(`low-end phone, ${RUNS} runs per interaction:`);
    for (const interaction of INTERACTIONS) {
      const runs = measured(interaction).map(() => [] as Figures[]);
      for (let i = 0; i < RUNS; i++) {
        // One calibration for the pair: this build and the baseline are measured at the same slowdown.
        const index = await hostIndex(chrome.port, `${base}/robots.txt`);
        for (const [n, t] of measured(interaction).entries()) {
          const f = await measure(browser, t.url, interaction, index);
          runs[n]!.push(f);
          console.log(
            `  ${interaction.name}${t.suffix} run ${i + 1}: host CPU ${Math.round(f.hostCpu)} → ${f.multiplier.toFixed(1)}× slowdown; INP ${Math.round(f.inp)} ms, TBT ${Math.round(f.tbt)} ms`,
          );
        }
      }
      for (const [n, t] of measured(interaction).entries()) {
        const keys = Object.keys(runs[n]![0]!) as (keyof Figures)[];
        medians.push({
          name: interaction.name + t.suffix,
          figures: Object.fromEntries(keys.map((k) => [k, median(runs[n]!.map((r) => r[k]))])) as unknown as Figures,
        });
      }
    }
    await browser.disconnect();
  } finally {
    chrome?.kill();
    floor?.stop();
    await stop();
  }
  let missed = 0;
  console.log(`\nlow-end phone: medians of ${RUNS} runs (goal INP ≤ ${INP_GOAL_MS} ms)`);
  console.log(['interaction'.padEnd(16), 'INP ms'.padStart(8), 'TBT ms'.padStart(8), 'slowdown'.padStart(9)].join(' '));
  for (const { name, figures } of medians) {
    // The baseline's rows and the floor's are shown beside, not judged.
    const ok = figures.inp <= INP_GOAL_MS || name.endsWith(BEFORE) || name === FLOOR;
    if (!ok) missed++;
    console.log(
      [
        name.padEnd(16),
        `${Math.round(figures.inp)}${ok ? ' ' : '!'}`.padStart(8),
        String(Math.round(figures.tbt)).padStart(8),
        `${figures.multiplier.toFixed(1)}×`.padStart(9),
      ].join(' '),
    );
  }
  console.log(hostLine());
  console.log(missed === 0 ? 'All goals met.' : `${missed} goal(s) missed.`);
  process.exitCode = missed === 0 ? 0 : 1;
}

await main();
