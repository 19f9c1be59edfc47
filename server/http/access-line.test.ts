import type { IncomingMessage } from 'node:http';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { accessLineWriter } from './access-line';

/** A Fastify logger at `level` whose lines are kept as written. */
async function loggerAt(level: string) {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  const app = Fastify({ logger: { level, stream } });
  await app.ready();
  return { log: app.log, lines };
}

const request = (url: string, host: string | undefined) =>
  ({
    method: 'GET',
    url,
    headers: host === undefined ? {} : { host },
    socket: { remoteAddress: '127.0.0.1', remotePort: 51234 },
  }) as unknown as IncomingMessage;

describe('the access line of an answer sent before Fastify', () => {
  it('writes the fields a line logged through the logger has, with the same values', async () => {
    const { log, lines } = await loggerAt('info');
    const req = request('/api/product/search?q="serum"%20&x=é\u2028', 'shop.example:3000');
    accessLineWriter(log)!('req-1', req, 304, 0.25);
    log.info(
      {
        reqId: 'req-1',
        req: { method: req.method, url: req.url, host: req.headers.host, ip: req.socket.remoteAddress, socket: req.socket },
        res: { statusCode: 304 },
        responseTime: 0.25,
      },
      'request completed',
    );
    expect(lines).toHaveLength(2);
    const [written, logged] = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(Object.keys(written!)).toEqual(['level', 'time', 'pid', 'hostname', 'reqId', 'req', 'res', 'responseTime', 'msg']);
    expect({ ...written, time: 0 }).toEqual({ ...logged, time: 0 });
    expect(written!.req).toEqual({
      method: 'GET',
      url: '/api/product/search?q="serum"%20&x=é\u2028',
      host: 'shop.example:3000',
      remoteAddress: '127.0.0.1',
      remotePort: 51234,
    });
    expect(Math.abs((written!.time as number) - Date.now())).toBeLessThan(5_000);
  });

  it('writes null for a request without a Host header, and stays one JSON line', async () => {
    const { log, lines } = await loggerAt('debug');
    accessLineWriter(log)!('req-2', request('/', undefined), 200, 1);
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: 30, reqId: 'req-2', req: { url: '/', host: null }, res: { statusCode: 200 } });
  });

  it('writes nothing when the logger is above info', async () => {
    const { log } = await loggerAt('warn');
    expect(accessLineWriter(log)).toBeUndefined();
  });
});
