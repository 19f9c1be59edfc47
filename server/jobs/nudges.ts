/**
 * Asks this instance's scheduler to run a job now rather than at its next turn: a cause (an order
 * delivered, stock changed by staff) calls it once its transaction has committed. The job's own
 * claims keep a nudged run from doing what another run already did.
 */
export function createJobNudges() {
  const listeners = new Set<(job: string) => void>();
  return {
    nudge(job: string) {
      for (const listener of listeners) listener(job);
    },
    /** The scheduler listens; answers how to stop. */
    listen(listener: (job: string) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type JobNudges = ReturnType<typeof createJobNudges>;
