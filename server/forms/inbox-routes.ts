import { inboxItemParams, inboxKindParams, inboxPhotoParams, inboxQuery, inboxUpdateBody } from '../../domain/admin/inbox';
import { ACCESS } from '../../domain/admin/access';
import { actorOf } from '../http/admin-params';
import { inboxAnswer, inboxSavedAnswer } from '../../domain/admin/answers';
import { fileAnswer } from '../../domain/answers';
import { answers, type ZodRoutes } from '../http/validate';
import type { Inbox } from './inbox';

/** Staff routes of the forms inbox (`/api/admin/inbox…`). */
export const inboxRoutes =
  (inbox: Inbox): ZodRoutes =>
  async (app) => {
    const list = { params: inboxKindParams, querystring: inboxQuery };

    app.get(
      '/inbox/:kind',
      { config: { roles: ACCESS.inbox }, schema: { ...list, response: answers({ 200: inboxAnswer }) } },
      async (req) => ({
        data: await inbox.list(req.params.kind, req.query),
      }),
    );

    app.get(
      '/inbox/:kind/export',
      { config: { roles: ACCESS.inbox }, schema: { ...list, response: answers({ 200: fileAnswer }) } },
      async (req, reply) => {
        const { kind } = req.params;
        const body = await inbox.csv(kind, req.query);
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="zaron-${kind}-${new Date().toISOString().slice(0, 10)}.csv"`)
          .send(body);
      },
    );

    app.post(
      '/inbox/:kind/:id',
      {
        config: { roles: ACCESS.inbox },
        schema: { params: inboxItemParams, body: inboxUpdateBody, response: answers({ 200: inboxSavedAnswer }) },
      },
      async (req) => {
        const { kind, id } = req.params;
        return { message: 'Saved', data: await inbox.update(actorOf(req), kind, id, req.body) };
      },
    );

    /** Ambassador photos, for staff only: private files streamed with no-store, never a public URL. */
    app.get(
      '/inbox/ambassador/:id/photos/:photo',
      { config: { roles: ACCESS.inbox }, schema: { params: inboxPhotoParams, response: answers({ 200: fileAnswer }) } },
      async (req, reply) => {
        const { id, photo } = req.params;
        const file = await inbox.photo(id, photo);
        return reply.type(file.type).header('x-content-type-options', 'nosniff').header('content-disposition', 'inline').send(file.data);
      },
    );
  };
