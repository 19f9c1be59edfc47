import fs from 'node:fs';

/** Bytes gathered beyond which a write starts at once rather than at the end of the turn. */
const MAX_BATCH = 64 * 1024;
/** A full pipe (EAGAIN) is tried again after this long. */
const RETRY_MS = 10;
/** At exit, a pipe still full after this many tries is given up on. */
const MAX_FULL_AT_EXIT = 10_000;

/**
 * Where the request log goes in the background: the lines of one turn of the event loop are
 * gathered and written with one call from libuv's pool, in order, while the next turn's gather.
 * A line per write (pino's own destination writes each line it is given while no write is under
 * way) costs a trip through the pool per request; one per turn costs one per batch of requests.
 * `flush` calls back once every line given so far is out; `flushSync` writes what is left at exit.
 */
export function batchedLogDestination(fd: number) {
  let gathered = '';
  let writing = false;
  let scheduled = false;
  let waiting: ((err?: Error) => void)[] = [];

  function settle(err?: Error) {
    const callbacks = waiting;
    waiting = [];
    for (const callback of callbacks) callback(err);
  }

  function writeOut(chunk: Buffer) {
    writing = true;
    fs.write(fd, chunk, 0, chunk.length, null, (err, written) => {
      if (err && (err as NodeJS.ErrnoException).code === 'EAGAIN') return void setTimeout(() => writeOut(chunk), RETRY_MS);
      writing = false;
      if (err) return settle(err); // the lines of that batch are lost; the next ones still go
      if (written < chunk.length) return writeOut(chunk.subarray(written));
      startWrite();
    });
  }

  function startWrite() {
    scheduled = false;
    if (writing) return;
    if (gathered.length === 0) return settle();
    const chunk = Buffer.from(gathered);
    gathered = '';
    writeOut(chunk);
  }

  return {
    write(line: string): boolean {
      gathered += line;
      if (gathered.length >= MAX_BATCH) startWrite();
      else if (!scheduled) {
        scheduled = true;
        setImmediate(startWrite);
      }
      return true;
    },
    flush(done?: (err?: Error) => void) {
      if (done) waiting.push(done);
      startWrite();
    },
    /** At exit: what is gathered and not yet handed to a write (one under way goes on its own). */
    flushSync() {
      const rest = Buffer.from(gathered);
      gathered = '';
      for (let offset = 0, full = 0; offset < rest.length && full < MAX_FULL_AT_EXIT;) {
        try {
          offset += fs.writeSync(fd, rest, offset);
        } catch (err) {
          if ((err as NodeJS.ErrnoException).code !== 'EAGAIN') return;
          full++;
        }
      }
    },
  };
}

let stdout: ReturnType<typeof batchedLogDestination> | undefined;

/** The process's one batched destination for standard output, written out at exit. */
export function stdoutLogDestination() {
  if (!stdout) {
    const destination = batchedLogDestination(1);
    process.once('exit', () => destination.flushSync());
    stdout = destination;
  }
  return stdout;
}
