import type { FastifyReply } from 'fastify';
import { ACCESS } from '../../domain/admin/access';
import { fileAnswer } from '../../domain/answers';
import { orderNumberParams } from '../../domain/orders';
import { creditNoteParams } from '../../domain/tax/document-requests';
import type { SessionStore } from '../accounts/sessions';
import { authOf, signedIn } from '../http/auth';
import { answers, type ZodRoutes } from '../http/validate';
import type { DocumentService } from './documents';

const pdf = answers({ 200: fileAnswer });

/** A PDF shown in the browser, saved under its number; private to whoever may read it. */
const sendPdf = (reply: FastifyReply, file: { name: string; data: Buffer }) =>
  reply
    .type('application/pdf')
    .header('content-disposition', `inline; filename="${file.name}"`)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(file.data);

/** The shopper's invoice and credit notes of her own orders. */
export const shopperDocumentRoutes =
  (deps: { documents: DocumentService; sessions: SessionStore }): ZodRoutes =>
  async (app) => {
    signedIn(app, deps.sessions);

    app.get('/api/orders/:orderNumber/invoice.pdf', { schema: { params: orderNumberParams, response: pdf } }, async (req, reply) =>
      sendPdf(reply, await deps.documents.invoicePdf(req.params.orderNumber, authOf(req).user.id)),
    );

    app.get(
      '/api/orders/:orderNumber/credit-notes/:number.pdf',
      { schema: { params: creditNoteParams, response: pdf } },
      async (req, reply) =>
        sendPdf(reply, await deps.documents.creditNotePdf(req.params.orderNumber, req.params.number, authOf(req).user.id)),
    );
  };

/** Any order's invoice and credit notes in the back office (`/api/admin/orders/…`), for staff who see orders. */
export const staffDocumentRoutes =
  (deps: { documents: DocumentService }): ZodRoutes =>
  async (app) => {
    const read = { roles: ACCESS.ordersRead };

    app.get(
      '/orders/:orderNumber/invoice.pdf',
      { config: read, schema: { params: orderNumberParams, response: pdf } },
      async (req, reply) => sendPdf(reply, await deps.documents.invoicePdf(req.params.orderNumber, null)),
    );

    app.get(
      '/orders/:orderNumber/credit-notes/:number.pdf',
      { config: read, schema: { params: creditNoteParams, response: pdf } },
      async (req, reply) => sendPdf(reply, await deps.documents.creditNotePdf(req.params.orderNumber, req.params.number, null)),
    );
  };
