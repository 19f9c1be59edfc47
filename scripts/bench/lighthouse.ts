// `npm run bench:lighthouse`: Lighthouse (mobile, simulated slow 4G) five times on home, a category
// page, a product page, and, for the demo customer signed in with a serum in her bag, the bag and the
// checkout's first step (delivery) of a freshly started production server, with the system Chromium, as two
// phones: a mid-tier one, whose CPU slowdown comes from the host's speed measured just before each run
// (scripts/bench/calibration.ts), and a low-end one 2.5 times slower. Beside them it measures the
// floor (scripts/bench/floor/server.ts): the least page of the stack, React and React Router
// hydrating one link, which has no goals of its own and shows what any page pays. Prints the median
// of each figure beside its goal, and each page's TBT as a multiple of the floor's (goal ≤ 1.5×), and
// exits 1 when one is missed.
//   LIGHTHOUSE_RUNS=3       runs per page and phone (default 5)
//   LIGHTHOUSE_PHONES=mid   only the named phones (mid, low; comma-separated)
//   LIGHTHOUSE_JSON=dir     also writes each run's full report there, for digging into an audit
//   LIGHTHOUSE_PAGES=home   only the named pages (home, category, product, bag, checkout, floor; comma-separated)
//   LIGHTHOUSE_URL=http://…  measure a server that is already running instead of starting one
//   LIGHTHOUSE_BASELINE=http://…  also measure another build (a server already running), run by run
//                           right after this one at the same slowdown, in columns of its own (/before)
//   LIGHTHOUSE_MARKUP=1     also measure each page without its scripts (scripts/bench/markup/), run by
//                           run at the same slowdown, in columns of its own (/markup): what the
//                           page's markup, styles and pictures cost alone, below which no way of
//                           sending its scripts can bring it
//   LIGHTHOUSE_SLOWDOWN=7   a fixed mid-tier CPU slowdown (the low-end phone's is 2.5 times it) instead of the calibration
//   CHROME_PATH=…           another Chromium (default /usr/bin/chromium)
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import puppeteer from 'puppeteer-core';
import { LOW_END_FACTOR, midTierMultiplier } from './calibration';
import {
  BEFORE,
  baselineUrl,
  CHROME_FLAGS,
  CHROME_PATH,
  customerWithBag,
  FLOOR,
  hostIndex,
  median,
  SHOP_PAGES,
  startFloor,
  shopUnderTest,
} from './lighthouse-shop';
import { hostLine, startHelper } from './shop';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);

const ALL_PAGES = [...SHOP_PAGES, { name: FLOOR, path: '/' }] as const;
/** The most a page's TBT may be, as a multiple of the floor's in the same run. */
const FLOOR_RATIO_GOAL = 1.5;
/** Names the figures of the shop's pages without their scripts (`LIGHTHOUSE_MARKUP`). */
const MARKUP = '/markup';
const only = process.env.LIGHTHOUSE_PAGES?.split(',');
const PAGES = ALL_PAGES.filter((p) => !only || only.includes(p.name));
/** A run Lighthouse could not complete (e.g. NO_FCP under heavy load) is tried again, up to this many times. */
const RETRIES = 2;

interface Figures {
  score: number;
  a11y: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  scriptKb: number;
  totalKb: number;
  requests: number;
  /** Lighthouse's measure of the host's CPU (`benchmarkIndex`) just before the run. */
  hostCpu: number;
  /** The CPU slowdown the run emulated its phone with. */
  multiplier: number;
}

type Goal = { key: keyof Figures; label: string; min?: number; max?: number; homeOnly?: boolean };

/** Goals: `max` figures must not exceed the value, `min` ones must reach it. */
const MID_TIER_GOALS: Goal[] = [
  { key: 'score', label: 'performance', min: 0.98 },
  { key: 'fcp', label: 'FCP ms', max: 1000 },
  { key: 'lcp', label: 'LCP ms', max: 1200 },
  { key: 'tbt', label: 'TBT ms', max: 50 },
  { key: 'cls', label: 'CLS', max: 0.01 },
  { key: 'scriptKb', label: 'script KB', max: 110, homeOnly: true },
  { key: 'totalKb', label: 'total KB', max: 350, homeOnly: true },
  { key: 'requests', label: 'requests', max: 30, homeOnly: true },
  { key: 'a11y', label: 'accessibility', min: 1 },
];
const LOW_END_GOALS: Goal[] = [
  { key: 'lcp', label: 'LCP ms', max: 2000 },
  { key: 'tbt', label: 'TBT ms', max: 200 },
];
const ALL_PHONES = [
  { name: 'mid', title: 'mid-tier phone', factor: 1, goals: MID_TIER_GOALS },
  { name: 'low', title: 'low-end phone', factor: LOW_END_FACTOR, goals: LOW_END_GOALS },
];
const onlyPhones = process.env.LIGHTHOUSE_PHONES?.split(',');
const PHONES = ALL_PHONES.filter((p) => !onlyPhones || onlyPhones.includes(p.name));

interface LhAudit {
  numericValue?: number;
  details?: { items?: { resourceType: string; transferSize: number; requestCount: number }[] };
}

function figuresOf(lhr: {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, LhAudit>;
  environment: { benchmarkIndex: number };
}): Figures {
  const a = lhr.audits;
  const resources = a['resource-summary']?.details?.items ?? [];
  const kind = (t: string) => resources.find((r) => r.resourceType === t) ?? { transferSize: 0, requestCount: 0 };
  return {
    score: lhr.categories.performance?.score ?? 0,
    a11y: lhr.categories.accessibility?.score ?? 0,
    fcp: a['first-contentful-paint']?.numericValue ?? NaN,
    lcp: a['largest-contentful-paint']?.numericValue ?? NaN,
    tbt: a['total-blocking-time']?.numericValue ?? NaN,
    cls: a['cumulative-layout-shift']?.numericValue ?? NaN,
    scriptKb: kind('script').transferSize / 1024,
    totalKb: kind('total').transferSize / 1024,
    requests: kind('total').requestCount,
    hostCpu: lhr.environment.benchmarkIndex,
    multiplier: NaN,
  };
}

/** Audits that lost points, for the accessibility score below 1. */
function failedA11y(lhr: {
  categories: Record<string, { auditRefs?: { id: string; weight: number }[] }>;
  audits: Record<string, { score: number | null }>;
}) {
  return (lhr.categories.accessibility?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
    .map((ref) => ref.id);
}

const fmt = (key: keyof Figures, v: number) =>
  key === 'score' || key === 'a11y'
    ? v.toFixed(2)
    : key === 'cls'
      ? v.toFixed(3)
      : key === 'scriptKb' || key === 'totalKb' || key === 'multiplier'
        ? v.toFixed(1)
        : Math.round(v).toString();

async function main() {
  const { base, stop } = await shopUnderTest();
  const baseline = baselineUrl();
  const fixedSlowdown = process.env.LIGHTHOUSE_SLOWDOWN ? Number(process.env.LIGHTHOUSE_SLOWDOWN) : undefined;
  const jsonDir = process.env.LIGHTHOUSE_JSON;
  if (jsonDir) fs.mkdirSync(jsonDir, { recursive: true });
  const results: { phone: (typeof PHONES)[number]; page: string; median: Figures; a11yMisses: string[] }[] = [];
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  let floor: Awaited<ReturnType<typeof startFloor>> | undefined;
  let markup: Awaited<ReturnType<typeof startHelper>> | undefined;
  const urlOf = (page: (typeof PAGES)[number], server: string) => (page.name === FLOOR ? floor!.url : server) + page.path;
  try {
    if (PAGES.some((p) => p.name === FLOOR)) floor = await startFloor();
    if (process.env.LIGHTHOUSE_MARKUP) markup = await startHelper('scripts/bench/markup/server.ts', [base]);
    // Launched inside the try, so a Chromium that fails to start does not leave the shop running.
    chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
    // One warm-up visit per page so the first measured run does not pay for the server's first render.
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
    const signedIn = PAGES.some((p) => 'signedIn' in p);
    const targets = await Promise.all(
      [
        { url: base, suffix: '' },
        ...(baseline ? [{ url: baseline, suffix: BEFORE }] : []),
        ...(markup ? [{ url: `http://localhost:${markup.port}`, suffix: MARKUP }] : []),
      ].map(async (t) => ({ ...t, customer: signedIn ? await customerWithBag(t.url) : [] })),
    );
    for (const page of PAGES) for (const t of targets) await fetch(urlOf(page, t.url)).then((r) => r.text());
    for (const phone of PHONES) {
      console.log(`${phone.title}:`);
      for (const page of PAGES) {
        // The floor is one page, whichever build is measured.
        const measured = page.name === FLOOR ? targets.slice(0, 1) : targets;
        const runs = measured.map(() => [] as Figures[]);
        const misses = measured.map(() => new Set<string>());
        for (let i = 0, failures = 0; i < RUNS; i++) {
          // The host's speed drifts within minutes on a shared machine: measured before every run,
          // and the same slowdown serves this build and the baseline, one after the other.
          const index = await hostIndex(chrome.port, `${base}/robots.txt`);
          const multiplier = fixedSlowdown ? fixedSlowdown * phone.factor : midTierMultiplier(index) * phone.factor;
          const figures: Figures[] = [];
          for (const [n, t] of measured.entries()) {
            // Lighthouse keeps cookies between runs: she is signed in for her pages only.
            await browser.deleteCookie(...(await browser.cookies()));
            if ('signedIn' in page) await browser.setCookie(...t.customer);
            const result = await lighthouse(
              urlOf(page, t.url),
              { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] },
              {
                extends: 'lighthouse:default',
                settings: { throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: multiplier } },
              },
            );
            if (!result) throw new Error(`Lighthouse returned nothing for ${page.path}`);
            if (result.lhr.runtimeError) {
              console.log(
                `  ${page.name}${t.suffix} run ${i + 1} failed (${result.lhr.runtimeError.code})${failures < RETRIES ? ': again' : ''}`,
              );
              if (++failures > RETRIES) throw new Error(`Lighthouse failed ${failures} times on ${page.path}`);
              break;
            }
            const lhr = result.lhr as unknown as Parameters<typeof figuresOf>[0] & Parameters<typeof failedA11y>[0];
            if (jsonDir)
              fs.writeFileSync(
                path.join(jsonDir, `${phone.name}-${page.name}${t.suffix.replace('/', '-')}-${i + 1}.json`),
                result.report as string,
              );
            const f = { ...figuresOf(lhr), hostCpu: index, multiplier };
            failedA11y(lhr).forEach((id) => misses[n]!.add(id));
            figures.push(f);
            console.log(
              `  ${page.name}${t.suffix} run ${i + 1}: host CPU ${fmt('hostCpu', index)} → ${fmt('multiplier', multiplier)}× slowdown; score ${fmt('score', f.score)}, FCP ${fmt('fcp', f.fcp)} ms, LCP ${fmt('lcp', f.lcp)} ms, TBT ${fmt('tbt', f.tbt)} ms, CLS ${fmt('cls', f.cls)}`,
            );
          }
          // A pair counts whole or not at all, so both builds keep the same slowdowns.
          if (figures.length < measured.length) {
            i--;
            continue;
          }
          figures.forEach((f, n) => runs[n]!.push(f));
        }
        for (const [n, t] of measured.entries()) {
          const keys = Object.keys(runs[n]![0]!) as (keyof Figures)[];
          const med = Object.fromEntries(keys.map((k) => [k, median(runs[n]!.map((r) => r[k]))])) as unknown as Figures;
          results.push({ phone, page: page.name + t.suffix, median: med, a11yMisses: [...misses[n]!] });
        }
      }
    }
  } finally {
    chrome?.kill();
    floor?.stop();
    markup?.stop();
    await stop();
  }

  let missed = 0;
  // A figure in its column, marked `!` when it misses a goal; the baseline's, the markup's and the floor's are judged against none.
  const width = Math.max(10, ...results.map((r) => r.page.length + 1));
  const cell = (text: string, ok = true) => text.padStart(width - 1) + (ok ? ' ' : '!');
  const judged = (page: string) => page !== FLOOR && !page.endsWith(BEFORE) && !page.endsWith(MARKUP);
  for (const phone of PHONES) {
    const rows = results.filter((r) => r.phone === phone);
    console.log(`\n${phone.title}: Lighthouse ${RUNS} runs per page, medians (simulated slow 4G, ${CHROME_PATH})`);
    console.log(['figure'.padEnd(14), 'goal'.padEnd(8), ...rows.map((r) => r.page.padStart(width))].join(' '));
    for (const goal of phone.goals) {
      const cells = rows.map((r) => {
        const v = r.median[goal.key];
        if ((goal.homeOnly && r.page !== 'home') || !judged(r.page)) return cell(fmt(goal.key, v));
        const ok = (goal.min === undefined || v >= goal.min) && (goal.max === undefined || v <= goal.max);
        if (!ok) missed++;
        return cell(fmt(goal.key, v), ok);
      });
      const target = goal.min !== undefined ? `≥ ${goal.min}` : `≤ ${goal.max}`;
      console.log([goal.label.padEnd(14), (target + (goal.homeOnly ? '*' : '')).padEnd(8), ...cells].join(' '));
    }
    // Every page pays what the floor pays: the goal is how far above it a page's blocking time is.
    const floorTbt = rows.find((r) => r.page === FLOOR)?.median.tbt;
    if (floorTbt !== undefined) {
      const cells = rows.map((r) => {
        if (r.page === FLOOR) return cell('');
        const ratio = r.median.tbt / floorTbt;
        const ok = ratio <= FLOOR_RATIO_GOAL || !judged(r.page);
        if (!ok) missed++;
        return cell(`${ratio.toFixed(2)}×`, ok);
      });
      console.log(['TBT ÷ floor'.padEnd(14), `≤ ${FLOOR_RATIO_GOAL}×`.padEnd(8), ...cells].join(' '));
    }
    for (const [key, label] of [
      ['hostCpu', 'host CPU index'],
      ['multiplier', 'CPU slowdown'],
    ] as const)
      console.log([label.padEnd(14), ''.padEnd(8), ...rows.map((r) => cell(fmt(key, r.median[key])))].join(' '));
    for (const r of rows) if (r.a11yMisses.length) console.log(`${r.page}: accessibility audits failed: ${r.a11yMisses.join(', ')}`);
  }
  console.log(`\n(* goal for home only; ! goal missed; ${FLOOR}, ${BEFORE} and ${MARKUP}: no goals)`);
  console.log(hostLine());
  console.log(missed === 0 ? 'All goals met.' : `${missed} goal(s) missed.`);
  process.exitCode = missed === 0 ? 0 : 1;
}

await main();
