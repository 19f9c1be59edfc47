import type { IncomingMessage } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';

// Read from the level's name: the logger may be Fastify's no-op one (logging off), which has no `isLevelEnabled`.
const LOGS_INFO = new Set(['info', 'debug', 'trace']);

interface Destination {
  write(line: string): unknown;
}

/**
 * The `request completed` line of an answer sent before Fastify sees the request, as one string
 * written straight to the logger's destination: the fields of a line logged through the logger
 * (level, time, the logger's own bindings, reqId, req, res, responseTime, msg), without the general
 * path's serializers and redaction, which cost more than the answer itself. The line names no
 * header, so it has nothing to redact. Undefined when the logger does not log at info.
 */
export function accessLineWriter(log: FastifyBaseLogger) {
  if (!LOGS_INFO.has(log.level)) return undefined;
  const logger = log as unknown as Record<symbol, unknown>;
  const destination = logger[pino.symbols.streamSym] as Destination;
  const bindings = logger[pino.symbols.chindingsSym] as string; // `,"pid":…,"hostname":…`
  const head = `{"level":${pino.levels.values.info}`;
  return (reqId: string, req: IncomingMessage, statusCode: number, responseTime: number) => {
    const socket = req.socket;
    destination.write(
      `${head},"time":${Date.now()}${bindings},"reqId":${JSON.stringify(reqId)},"req":{"method":"${req.method}","url":${JSON.stringify(req.url)}` +
        `,"host":${JSON.stringify(req.headers.host ?? null)},"remoteAddress":${JSON.stringify(socket.remoteAddress ?? null)},"remotePort":${socket.remotePort ?? null}}` +
        `,"res":{"statusCode":${statusCode}},"responseTime":${responseTime},"msg":"request completed"}\n`,
    );
  };
}
