import { describe, expect, it } from 'vitest';
import { mainThread, type TraceEvent } from './main-thread-tasks';

const thread = (pid: number, name: string): TraceEvent => ({ name: 'thread_name', ph: 'M', pid, tid: pid, args: { name } });
const task = (pid: number, ms: number, name = 'RunTask'): TraceEvent => ({ name, ph: 'X', pid, tid: pid, dur: ms * 1000 });

describe('mainThread', () => {
  it("sums the busiest renderer's tasks, their parts beyond 50 ms and the longest", () => {
    const events = [
      thread(1, 'CrBrowserMain'),
      thread(2, 'CrRendererMain'),
      thread(3, 'CrRendererMain'),
      task(1, 500), // the browser's own thread
      task(2, 30), // a blank renderer
      task(3, 120),
      task(3, 40),
      task(3, 75),
      task(3, 20, 'FunctionCall'), // inside a task, not one
    ];
    expect(mainThread(events)).toEqual({ busy: 235, beyond: 95, longest: 120 });
  });

  it('gives noughts for a trace without a renderer', () => {
    expect(mainThread([thread(1, 'CrBrowserMain'), task(1, 80)])).toEqual({ busy: 0, beyond: 0, longest: 0 });
  });
});
