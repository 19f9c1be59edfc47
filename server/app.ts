import crypto from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import pino from 'pino';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyServerOptions } from 'fastify';
import middie from '@fastify/middie';
import type { ServerBuild } from 'react-router';
import type { Connect } from 'vite';
import { z } from 'zod';
import { catalogRoutes } from './catalog/routes';
import type { Config } from './config';
import type { Database } from './db/client';
import { newsletterRoutes } from './newsletter/routes';
import { privacyAdminRoutes, privacyRoutes } from './privacy/routes';
import { restockRoutes } from './restock/routes';
import { formRoutes } from './forms/routes';
import { errorHandler, frameworkErrors } from './http/error-handler';
import { stdoutLogDestination } from './http/log-destination';
import { answers, zodSchemas } from './http/validate';
import { createMailWorker, type MailWorker, type MailWorkerOptions } from './mail/worker';
import { securityHeaders, withoutDocumentHeaders } from './http/security-headers';
import { stripeCsp } from './payments/providers';
import { paymentRoutes } from './payments/routes';
import { checkoutRoutes } from './checkout/routes';
import { shopperReturnRoutes, staffReturnRoutes } from './returns/routes';
import { shopperDocumentRoutes, staffDocumentRoutes } from './tax/document-routes';
import { influencerRoutes } from './influencers/routes';
import { createInfrastructure, createServices, type AppServices, type Infrastructure } from './services';
import { accountRoutes } from './accounts/routes';
import { addressRoutes } from './accounts/address-routes';
import { adoptGuestBagOnSignIn, bagRoutes } from './cart/routes';
import { restoreRoutes } from './cart/restore-routes';
import { adminApi, type AdminRoute } from './staff/guard';
import { catalogAdminRoutes } from './catalog/admin-routes';
import { discountAdminRoutes } from './discounts/routes';
import { taxAdminRoutes } from './tax/routes';
import { influencerAdminRoutes } from './influencers/admin-routes';
import { inboxRoutes } from './forms/inbox-routes';
import { reviewAdminRoutes } from './reviews/admin-routes';
import { reviewRoutes } from './reviews/routes';
import { noStoreAdminPages } from './staff/pages';
import { refuseCrossSiteWrites } from './http/cross-site';
import { staffRoutes } from './staff/routes';
import { staffOrderRoutes } from './checkout/staff-routes';
import { fulfilmentRoutes } from './checkout/fulfilment-routes';
import { staffCustomerRoutes } from './accounts/staff-routes';
import { reportRoutes } from './tax/report-routes';
import { createFastPath } from './web/fast-path';
import { registerWebHandler } from './web/handler';
import { onStockFlagChange } from './web/stock-changes';
import { tagsOfChange } from './catalog/cache-tags';
import { seoRoutes } from './web/seo';
import { mediaRoutes } from './storage/routes';
import type { Storage } from './storage';
import { createLifecycle, type Lifecycle } from './lifecycle';
import { awaitingPayment } from './checkout/orders';
import { outboxCounts } from './mail/outbox';
import { metricsRoutes } from './metrics/routes';
import { openApiRoutes } from './openapi/routes';
import { createScheduler, type SchedulerOptions } from './jobs/scheduler';
import { shopJobs } from './jobs/shop-jobs';

declare module 'fastify' {
  interface FastifyInstance {
    services: AppServices;
    /** Pictures (public, /media/…) and uploads (private: `sendPrivateUpload` for staff). */
    storage: Storage;
    /** Workers and timers to stop on shutdown, and whether this instance is stopping. */
    lifecycle: Lifecycle;
    adminRoutes: AdminRoute[];
    mailWorker: MailWorker;
  }
}

export interface AppOptions {
  config: Config;
  database: Database;
  /** The React Router server build; absent in API-only tests. */
  web?: { build: ServerBuild | (() => Promise<ServerBuild>); clientDir?: string; devMiddleware?: Connect.Server };
  logger?: FastifyServerOptions['logger'];
  /** Mail transport and rate limiter; tests pass their own. */
  infrastructure?: Infrastructure;
  /** Mail worker settings (tests shorten the waits); `false` leaves the outbox unsent. */
  mailWorker?: Partial<MailWorkerOptions> | false;
  /** When the timed jobs first look and then how often (tests shorten them); `false` runs none. */
  scheduler?: SchedulerOptions | false;
}

const checks = { database: z.enum(['ok', 'unavailable']), redis: z.enum(['ok', 'unavailable']).optional() };
/** /readyz: ready (or degraded: Redis away), else 503 with why. */
const readyAnswers = {
  ...answers({ 200: z.object({ status: z.enum(['ready', 'degraded']), ...checks }) }),
  503: z.object({ message: z.string(), ...checks, database: checks.database.optional() }),
};

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;
/** Built scripts and stylesheets (and their .br/.gz twins): subresources, never opened as a page. */
const SUBRESOURCE = /\.(js|css)(\.br|\.gz)?$/;

/** A caller's id is kept for tracing when it is well-formed; otherwise a fresh one. */
function requestId(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : crypto.randomUUID();
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout;
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

export async function buildApp(options: AppOptions) {
  const { config, database, web, logger } = options;
  // Catalogue answers already served once are replayed before Fastify sees the request (web/fast-path.ts).
  let fastPath: ((req: IncomingMessage, res: ServerResponse) => boolean) | undefined = undefined;
  const app = Fastify({
    logger: logger ?? {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      // In the background by default: a request does not wait for its log line to reach stdout, and
      // the lines of one turn of the event loop go out in one write; what is left is written at exit.
      stream: config.logSync ? pino.destination({ dest: 1, sync: true }) : stdoutLogDestination(),
    },
    bodyLimit: 1024 * 1024,
    // Only the configured number of proxies may speak for the client address (X-Forwarded-For).
    trustProxy: (_address: string, hop: number) => hop < config.trustProxyHops,
    genReqId: requestId,
    // A request that reaches a stopping instance on a connection it already had is answered, not
    // refused with a 503: the instance finishes every request it took (its answers close their
    // connections while it drains), and a balancer retries only what no instance took.
    return503OnClosing: false,
    // Fastify's own HTTP server, with the fast path in front of its handler.
    serverFactory: (handler, opts) => {
      const server = http.createServer((req, res) => {
        if (!fastPath?.(req, res)) handler(req, res);
      });
      // As Fastify sets its own server (its defaults when unset).
      server.keepAliveTimeout = Number(opts.keepAliveTimeout ?? 72_000);
      server.requestTimeout = Number(opts.requestTimeout ?? 0);
      server.setTimeout(Number(opts.connectionTimeout ?? 0));
      return server;
    },
    routerOptions: { maxParamLength: 200 },
    frameworkErrors,
  });
  const lifecycle = createLifecycle((err, worker) => app.log.error({ err, worker }, 'background work failed'));
  app.decorate('lifecycle', lifecycle);
  app.addHook('onClose', () => lifecycle.stopWorkers());
  app.addHook('onRequest', async (req, reply) => {
    reply.header('x-request-id', req.id);
    // A stopping instance still answers, but sends each client to open its next connection elsewhere.
    if (lifecycle.draining) reply.header('connection', 'close');
  });

  // The API speaks JSON only (multipart uploads register their own parser).
  app.removeContentTypeParser('text/plain');

  const infra = options.infrastructure ?? createInfrastructure(config, app.log);
  app.addHook('onClose', () => infra.limiter.close());
  app.addHook('onClose', () => infra.storage.close());
  app.decorate('storage', infra.storage);
  app.addHook('onClose', () => infra.catalogCache.close());
  const services = createServices(database.db, config, infra, app.log);
  app.decorate('services', services);
  fastPath = createFastPath({
    cache: services.catalogCache,
    countryHeader: config.countryHeader,
    requestId,
    draining: () => lifecycle.draining,
    log: app.log,
    metrics: infra.metrics,
  });
  // Each instance counts and serves its own figures; the database ones are read when Prometheus asks.
  infra.metrics.watch({
    pool: () => database.pool(),
    outbox: () => outboxCounts(database.db),
    awaitingPayment: () => awaitingPayment(database.db),
  });
  metricsRoutes(app, infra.metrics, config.metrics);
  if (services.catalogCache.keepsData) {
    const stopListening = await onStockFlagChange(
      database,
      (productId) =>
        productId === null
          ? services.catalogCache.clear()
          : void tagsOfChange(database.db, { products: [productId] }).then(
              (tags) => services.catalogCache.clear(tags),
              (err) => {
                app.log.error({ err }, 'stock change');
                services.catalogCache.clear();
              },
            ),
      (err) => app.log.error({ err }, 'stock change listener'),
    );
    app.addHook('onClose', stopListening);
  }
  // The outbox is sent from every instance; claims never overlap (see server/mail/worker.ts).
  const mailWorker = createMailWorker(database.db, infra.mailer, app.log, options.mailWorker || {});
  app.decorate('mailWorker', mailWorker);
  if (options.mailWorker !== false) app.addHook('onReady', async () => mailWorker.start());
  app.lifecycle.register({ name: 'mail outbox', stop: () => mailWorker.stop() });
  // Timed jobs (purges, mails due at a time) are shared by every instance: each turn runs once (server/jobs).
  const scheduler = createScheduler(
    database.db,
    shopJobs(database.db, {
      publicUrl: config.publicUrl,
      backInStock: services.backInStockSettings,
      bagReminders: { publicUrl: config.publicUrl, idleMs: config.abandonedCartMs, links: services.marketingLinks },
      invites: { publicUrl: config.publicUrl, delayMs: config.reviewInviteDelayMs, links: services.marketingLinks },
    }),
    services.jobs,
    app.log,
    options.scheduler || {},
  );
  if (options.scheduler !== false) app.addHook('onReady', async () => scheduler.start());
  app.lifecycle.register({ name: 'timed jobs', stop: () => scheduler.stop() });
  const csp = stripeCsp(Boolean(config.stripe));
  // Development only: Vite's hot-reload socket.
  if (web?.devMiddleware) csp.connect.push('ws://localhost:*');
  const policy = securityHeaders(app, csp);
  noStoreAdminPages(app);
  refuseCrossSiteWrites(app, { publicUrl: config.publicUrl, cookieNames: [services.sessions.cookie.name, services.guestBagCookie.name] });
  errorHandler(app);
  zodSchemas(app);
  await app.register(compress, { threshold: 1024 });
  // Before every /api route: the document is made from the routes as they register.
  openApiRoutes(app, { publicUrl: config.publicUrl, cookieName: services.sessions.cookie.name, staffRoutes: () => app.adminRoutes });

  // Load balancers ask every second or so: their checks are not logged.
  app.get('/healthz', { logLevel: 'warn', schema: { response: answers({ 200: z.object({ status: z.literal('ok') }) }) } }, async () => ({
    status: 'ok',
  }));
  // For the load balancer: 503 while shutting down or while the database cannot answer (within 2 s).
  // Redis away is said too, with 200: the instance keeps serving, counting its rate limits alone (decision 0009).
  app.get('/readyz', { logLevel: 'warn', schema: { response: readyAnswers } }, async (_req, reply) => {
    if (lifecycle.draining) return reply.status(503).send({ message: 'Shutting down' });
    const [database_, redis] = await Promise.all([
      withTimeout(database.ping(), 2_000).then(
        () => 'ok' as const,
        () => 'unavailable' as const,
      ),
      infra.limiter.health(),
    ]);
    const checks = { database: database_, ...(redis === 'local' ? {} : { redis }) };
    if (database_ !== 'ok') return reply.status(503).send({ message: 'Database unavailable', ...checks });
    return { status: redis === 'unavailable' ? 'degraded' : 'ready', ...checks };
  });

  await app.register(catalogRoutes(services.catalog, services.catalogCache));
  const bagDeps = { bags: services.bags, cookie: services.guestBagCookie, countryHeader: config.countryHeader };
  await app.register(
    accountRoutes({
      accounts: services.accounts,
      sessions: services.sessions,
      limiter: infra.limiter,
      limit: config.authRateLimit,
      onSignedIn: adoptGuestBagOnSignIn(bagDeps),
    }),
  );
  await app.register(addressRoutes(services.addresses, services.sessions));
  await app.register(bagRoutes({ ...bagDeps, sessions: services.sessions }));
  await app.register(restoreRoutes({ ...bagDeps, sessions: services.sessions, publicUrl: config.publicUrl }));
  await app.register(checkoutRoutes({ checkout: services.checkout, delivery: services.delivery, sessions: services.sessions }));
  await app.register(shopperReturnRoutes({ returns: services.shopperReturns, sessions: services.sessions }));
  await app.register(shopperDocumentRoutes({ documents: services.documents, sessions: services.sessions }));
  await app.register(paymentRoutes({ payments: services.payments, checkout: services.checkout, sessions: services.sessions }));
  await app.register(
    influencerRoutes({
      influencers: services.influencers,
      payouts: services.influencerPayouts,
      accounts: services.accounts,
      sessions: services.sessions,
      publicUrl: config.publicUrl,
    }),
  );
  await app.register(privacyRoutes({ privacy: services.privacy, sessions: services.sessions, limiter: infra.limiter }));
  await app.register(newsletterRoutes(services.newsletter, config.publicUrl));
  await app.register(formRoutes(services.forms, infra.limiter));
  await app.register(
    restockRoutes({ restock: services.restock, limiter: infra.limiter, countryHeader: config.countryHeader, publicUrl: config.publicUrl }),
  );
  await app.register(reviewRoutes(services.reviews, services.sessions));
  await app.register(seoRoutes(services.catalog, config.publicUrl));
  // The back office API: every area's staff routes behind one guard (staff, two-factor).
  const admin = adminApi({ sessions: services.sessions, twoFactor: services.staff.twoFactor }, [
    staffRoutes({ staff: services.staff, limiter: infra.limiter, perAccount: config.twoFactorRateLimit }),
    staffOrderRoutes({ orders: services.staffOrders, queries: services.staffOrderQueries, dashboard: services.dashboard }),
    fulfilmentRoutes({ fulfilment: services.fulfilment, queries: services.staffOrderQueries }),
    staffCustomerRoutes({ customers: services.staffCustomers, ordersOf: services.staffOrderQueries.ofCustomer }),
    catalogAdminRoutes({ catalogAdmin: services.catalogAdmin, storage: infra.storage }),
    discountAdminRoutes(services.discounts),
    taxAdminRoutes(services.taxSettings),
    influencerAdminRoutes(services.influencerAdmin, services.influencerPayouts),
    inboxRoutes(services.inbox),
    reviewAdminRoutes(services.reviewModeration),
    staffReturnRoutes({ returns: services.staffReturns, storage: infra.storage }),
    staffDocumentRoutes({ documents: services.documents }),
    privacyAdminRoutes(services.privacy),
    reportRoutes(services.reports),
  ]);
  await app.register(admin.plugin, { prefix: '/api/admin' });
  app.decorate('adminRoutes', admin.routes);

  await app.register(mediaRoutes(infra.storage));

  if (web?.devMiddleware) {
    // Development: Vite serves modules and hot updates.
    await app.register(middie);
    app.use(web.devMiddleware);
  }
  if (web?.clientDir) {
    // Built files: hashed assets are immutable; the few others (favicon) are cached for a day.
    // One route per file: they are counted together, as `static`.
    await app.register(async (files) => {
      files.addHook('onRoute', (route) => {
        route.config = { ...route.config, metricsRoute: 'static' };
      });
      await files.register(fastifyStatic, {
        root: web.clientDir,
        prefix: '/',
        wildcard: false,
        decorateReply: false,
        // The build writes .br and .gz twins of scripts and styles (vite.config.ts): sent as they are.
        preCompressed: true,
        cacheControl: false,
        setHeaders: (reply, filePath) => {
          const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
          reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=86400');
          if (SUBRESOURCE.test(filePath)) withoutDocumentHeaders(reply, immutable);
        },
      });
    });
  }
  if (web) {
    registerWebHandler(app, web.build, {
      services,
      publicUrl: config.publicUrl,
      countryHeader: config.countryHeader,
      mode: config.env,
      csp: policy,
    });
  }

  return app;
}
