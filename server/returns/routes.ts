import { ACCESS } from '../../domain/admin/access';
import multipart from '@fastify/multipart';
import { orderNumberParams } from '../../domain/orders';
import {
  adminReturnAnswer,
  adminReturnSavedAnswer,
  adminReturnsAnswer,
  orderReturnsAnswer,
  returnCreatedAnswer,
} from '../../domain/returns/answers';
import { idParams } from '../../domain/admin/params';
import { fileAnswer } from '../../domain/answers';
import {
  adminReturnsQuery,
  approveReturnBody,
  receiveReturnBody,
  rejectReturnBody,
  retryReturnBody,
  returnRequestFields,
} from '../../domain/returns/requests';
import { RETURN_MESSAGES as M } from '../../domain/returns/returns';
import { PHOTO_WRONG_TYPE } from '../../domain/forms/options';
import type { SessionStore } from '../accounts/sessions';
import { invalidField } from '../domain-error';
import { MULTIPART_LIMITS, readMultipart, sniffImage } from '../forms/uploads';
import { authOf, signedIn } from '../http/auth';
import type { MultipartForm } from '../http/multipart-form';
import { answers, optionalBody, parse, type ZodRoutes } from '../http/validate';
import { staffOf } from '../staff/guard';
import type { Storage } from '../storage';
import { sendPrivateUpload } from '../storage/routes';
import { PHOTO_FOLDER, type ShopperReturns } from './shopper';
import type { StaffReturns } from './staff';

/** A return request: its fields, and a photo of the goods if she has one. */
const RETURN_FORM = { fields: returnRequestFields, files: ['photo'] } satisfies MultipartForm;

/** The shopper's returns of her own delivered orders (`/api/order/my-orders/{n}/returns`). */
export const shopperReturnRoutes =
  (deps: { returns: ShopperReturns; sessions: SessionStore }): ZodRoutes =>
  async (app) => {
    signedIn(app, deps.sessions);
    // Registered inside this plugin only: the return request is the one multipart route here.
    await app.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: true });

    app.get(
      '/api/order/my-orders/:orderNumber/returns',
      { schema: { params: orderNumberParams, response: answers({ 200: orderReturnsAnswer }) } },
      async (req) => ({ data: await deps.returns.overview(authOf(req).user.id, req.params.orderNumber) }),
    );

    app.post(
      '/api/order/my-orders/:orderNumber/returns',
      { config: { multipart: RETURN_FORM }, schema: { params: orderNumberParams, response: answers({ 201: returnCreatedAnswer }) } },
      async (req, reply) => {
        const { user } = authOf(req);
        // Multipart: the fields are read from the stream here, then parsed like any route schema.
        const input = await readMultipart(req, RETURN_FORM.files);
        const fields = parse(RETURN_FORM.fields, input.fields);
        const data = input.files.photo;
        const ext = data && data.length > 0 ? sniffImage(data) : null;
        if (data && data.length > 0 && !ext) throw invalidField('photo', PHOTO_WRONG_TYPE);
        const created = await deps.returns.request(user.id, req.params.orderNumber, fields, ext ? { data: data!, ext } : null);
        return reply.status(201).send({ message: M.created, data: created });
      },
    );
  };

/** Returns in the back office (`/api/admin/returns…`): support decides, fulfilment receives. */
export const staffReturnRoutes =
  (deps: { returns: StaffReturns; storage: Storage }): ZodRoutes =>
  async (app) => {
    const read = { roles: ACCESS.returnsRead };
    const decide = { roles: ACCESS.returnsDecide };
    const receive = { roles: ACCESS.returnsReceive };
    const saved = answers({ 200: adminReturnSavedAnswer });

    app.get(
      '/returns',
      { config: read, schema: { querystring: adminReturnsQuery, response: answers({ 200: adminReturnsAnswer }) } },
      async (req) => deps.returns.list(req.query),
    );

    app.get('/returns/:id', { config: read, schema: { params: idParams, response: answers({ 200: adminReturnAnswer }) } }, async (req) => ({
      data: await deps.returns.get(req.params.id),
    }));

    app.get(
      '/returns/:id/photo',
      { config: read, schema: { params: idParams, response: answers({ 200: fileAnswer }) } },
      async (req, reply) => {
        const { r } = await deps.returns.find(req.params.id);
        return sendPrivateUpload(req, reply, deps.storage, `${PHOTO_FOLDER}/${r.photo ?? 'none'}`);
      },
    );

    app.post(
      '/returns/:id/approve',
      { config: decide, schema: { params: idParams, body: optionalBody(approveReturnBody), response: saved } },
      async (req) => ({ message: M.approved, data: await deps.returns.approve(staffOf(req), req.params.id) }),
    );

    app.post(
      '/returns/:id/reject',
      { config: decide, schema: { params: idParams, body: rejectReturnBody, response: saved } },
      async (req) => ({
        message: M.rejected,
        data: await deps.returns.reject(staffOf(req), req.params.id, req.body.reason),
      }),
    );

    app.post(
      '/returns/:id/receive',
      { config: receive, schema: { params: idParams, body: receiveReturnBody, response: saved } },
      async (req) => {
        const done = await deps.returns.receive(staffOf(req), req.params.id, req.body);
        return { message: outcomeMessage(done.outcome, done.data.refund_error), data: done.data };
      },
    );

    app.post(
      '/returns/:id/retry-refund',
      { config: receive, schema: { params: idParams, body: optionalBody(retryReturnBody), response: saved } },
      async (req) => {
        const done = await deps.returns.retry(staffOf(req), req.params.id);
        return { message: outcomeMessage(done.outcome, done.data.refund_error), data: done.data };
      },
    );
  };

const outcomeMessage = (outcome: 'refunded' | 'pending' | 'failed', error: string | null) =>
  outcome === 'refunded' ? M.refunded : outcome === 'pending' ? M.refundPending : M.refundRefused(error ?? 'no reason given');
