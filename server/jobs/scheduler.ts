import { and, eq, lte } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { JobNudges } from './nudges';
import { jobSlots } from './schema';

/** A timed job: what it does (answering a count worth logging) and how often it is due. */
export interface Job {
  name: string;
  everyMs: number;
  run: (now: Date) => Promise<number>;
}

interface SchedulerLog {
  info: (obj: object, msg: string) => void;
  error: (obj: object, msg: string) => void;
}

export interface SchedulerOptions {
  /** First look after start-up (default a few seconds), then every `tickMs` (default a minute). */
  firstMs?: number;
  tickMs?: number;
}

/**
 * Takes the job's turn when it is due: moves its `next_at` on by its period, only if no instance
 * has done so already. Answers whether this instance won the turn.
 */
export async function claimTurn(db: Db, job: Pick<Job, 'name' | 'everyMs'>, now: Date): Promise<boolean> {
  await db.insert(jobSlots).values({ name: job.name, nextAt: now }).onConflictDoNothing();
  const won = await db
    .update(jobSlots)
    .set({ nextAt: new Date(now.getTime() + job.everyMs) })
    .where(and(eq(jobSlots.name, job.name), lte(jobSlots.nextAt, now)))
    .returning({ name: jobSlots.name });
  return won.length > 0;
}

/**
 * One scheduler for every timed job of the shop, run by every instance: each minute an instance
 * takes the turn of each due job (at most one instance per turn, see claimTurn) and runs it; a nudge
 * runs a job at once on the instance that was nudged. Jobs run one after another, never two at
 * once in an instance, and each claims its own work, so a nudged run and a turn never do it twice.
 */
export function createScheduler(db: Db, jobs: Job[], nudges: JobNudges, log: SchedulerLog, options: SchedulerOptions = {}) {
  const firstMs = options.firstMs ?? 5_000;
  const tickMs = options.tickMs ?? 60_000;
  const byName = new Map(jobs.map((job) => [job.name, job]));
  let timer: NodeJS.Timeout | null = null;
  let stopped = true;
  let queue: Promise<void> = Promise.resolve();
  const nudged = new Set<string>();

  const runJob = async (job: Job, now: Date) => {
    try {
      const done = await job.run(now);
      if (done > 0) log.info({ job: job.name, done }, `${job.name}: done`);
    } catch (err) {
      log.error({ err, job: job.name }, `${job.name} failed`);
    }
  };
  const enqueue = (work: () => Promise<void>) => {
    queue = queue.then(work, work);
    return queue;
  };

  function tick() {
    void enqueue(async () => {
      for (const job of jobs) {
        if (stopped) return;
        const now = new Date();
        try {
          if (await claimTurn(db, job, now)) await runJob(job, now);
        } catch (err) {
          log.error({ err, job: job.name }, 'scheduler: could not take the turn');
        }
      }
    }).finally(() => {
      if (stopped) return;
      timer = setTimeout(tick, tickMs);
      timer.unref();
    });
  }

  const stopListening = nudges.listen((name) => {
    const job = byName.get(name);
    // A nudge while the same one waits in the queue adds nothing.
    if (!job || stopped || nudged.has(name)) return;
    nudged.add(name);
    void enqueue(async () => {
      nudged.delete(name);
      if (!stopped) await runJob(job, new Date());
    });
  });

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      timer = setTimeout(tick, firstMs);
      timer.unref();
    },
    async stop() {
      stopped = true;
      stopListening();
      if (timer) clearTimeout(timer);
      await queue;
    },
  };
}

export type Scheduler = ReturnType<typeof createScheduler>;
