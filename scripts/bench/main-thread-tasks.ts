// The tasks of a page's main thread in a Chromium trace, summed as the blocking-time figures count them.

/** The events of a trace that this reads. */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  dur?: number;
  args?: { name?: string };
}

export interface MainThread {
  /** All the thread's task time, ms. */
  busy: number;
  /** The parts of its tasks beyond 50 ms each, ms: what TBT counts. */
  beyond: number;
  /** Its longest task, ms. */
  longest: number;
}

/** Tasks are long from this length on. */
const LONG_TASK_MS = 50;

/**
 * Sums the tasks (`RunTask`) of the page's main thread: of the threads named `CrRendererMain` (one per
 * renderer the browser started), the busiest.
 */
export function mainThread(events: TraceEvent[]): MainThread {
  const mains = new Set(
    events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`),
  );
  const byThread = new Map<string, number[]>();
  for (const e of events) {
    const thread = `${e.pid}:${e.tid}`;
    if (e.name !== 'RunTask' || e.ph !== 'X' || !mains.has(thread)) continue;
    const tasks = byThread.get(thread) ?? byThread.set(thread, []).get(thread)!;
    tasks.push((e.dur ?? 0) / 1000);
  }
  const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);
  const tasks = [...byThread.values()].sort((a, b) => sum(b) - sum(a))[0] ?? [];
  return {
    busy: sum(tasks),
    beyond: sum(tasks.map((ms) => Math.max(0, ms - LONG_TASK_MS))),
    longest: Math.max(0, ...tasks),
  };
}
