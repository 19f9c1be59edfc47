import type { FastifyInstance } from 'fastify';

/** Background work a shutdown must stop: `stop` resolves once the work in hand is finished. */
export interface Worker {
  name: string;
  stop(): Promise<void>;
}

/**
 * What runs beside the requests (the reconcile timer, the mail outbox worker…) and whether the
 * instance is stopping. Register every worker here so SIGTERM stops it before the pools close.
 */
export interface Lifecycle {
  readonly draining: boolean;
  register(worker: Worker): void;
  /** Runs `task` every `ms`, never two rounds at once; stopping waits for a running round. */
  every(name: string, ms: number, task: () => Promise<void>): void;
  /** From now on /readyz answers 503 and every answer closes its connection. */
  startDraining(): void;
  stopWorkers(): Promise<void>;
}

export function createLifecycle(onError: (err: unknown, worker: string) => void): Lifecycle {
  let draining = false;
  const workers: Worker[] = [];
  return {
    get draining() {
      return draining;
    },
    register(worker) {
      workers.push(worker);
    },
    every(name, ms, task) {
      let running: Promise<void> | null = null;
      const timer = setInterval(() => {
        if (running) return;
        running = task()
          .catch((err) => onError(err, name))
          .finally(() => (running = null));
      }, ms);
      timer.unref();
      workers.push({
        name,
        stop: async () => {
          clearInterval(timer);
          await running;
        },
      });
    },
    startDraining() {
      draining = true;
    },
    async stopWorkers() {
      const stopping = workers.splice(0);
      await Promise.all(stopping.map((w) => w.stop().catch((err) => onError(err, w.name))));
    },
  };
}

interface ShutdownOptions {
  /** Time for the load balancer to see /readyz fail before the port closes. */
  delayMs: number;
  /** Requests still running after this are cut off. */
  graceMs: number;
  /** Pools and other resources closed after the last request (database, dev server). */
  close: () => Promise<void>;
}

/**
 * Stops one instance without losing a request: say "not ready", wait for the load balancer to
 * notice, stop accepting connections, finish the requests in flight (up to `graceMs`), stop the
 * workers, close the pools. Resolves when everything is closed.
 */
export async function shutdown(app: FastifyInstance, lifecycle: Lifecycle, options: ShutdownOptions): Promise<void> {
  lifecycle.startDraining();
  if (options.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
  const cutOff = setTimeout(() => {
    app.log.warn({ graceMs: options.graceMs }, 'requests still running at shutdown: closing their connections');
    app.server.closeAllConnections();
  }, options.graceMs);
  try {
    // Closes the port, waits for the requests in flight, then runs the onClose hooks: the workers
    // stop (so mail queued by the last requests still goes out), then Redis and storage clients.
    await app.close();
  } finally {
    clearTimeout(cutOff);
  }
  await lifecycle.stopWorkers();
  await options.close();
}
