import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { INBOX_KINDS, inboxQuery, inboxUpdateBody } from '../../domain/admin/inbox';
import { actorOf, idParams } from '../http/admin-params';
import { parse, parseForm } from '../http/validate';
import { PHOTO_KINDS, type Inbox, type PhotoKind } from './inbox';

const kindParams = z.object({ kind: z.enum(INBOX_KINDS, { error: 'Unknown list' }) });
const itemParams = kindParams.extend(idParams.shape);
const photoParams = idParams.extend({ photo: z.enum(Object.keys(PHOTO_KINDS) as [PhotoKind, ...PhotoKind[]], { error: 'Unknown photo' }) });

/** Staff routes of the forms inbox (`/api/admin/inbox…`). */
export const inboxRoutes =
  (inbox: Inbox): FastifyPluginAsync =>
  async (app) => {
    app.get('/inbox/:kind', async (req) => {
      const { kind } = parse(kindParams, req.params);
      return { data: await inbox.list(kind, parse(inboxQuery, req.query)) };
    });

    app.get('/inbox/:kind/export', async (req, reply) => {
      const { kind } = parse(kindParams, req.params);
      const body = await inbox.csv(kind, parse(inboxQuery, req.query));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="zaron-${kind}-${new Date().toISOString().slice(0, 10)}.csv"`)
        .send(body);
    });

    app.post('/inbox/:kind/:id', async (req) => {
      const { kind, id } = parse(itemParams, req.params);
      return { message: 'Saved', data: await inbox.update(actorOf(req), kind, id, parseForm(inboxUpdateBody, req.body)) };
    });

    /** Ambassador photos, for staff only: private files streamed with no-store, never a public URL. */
    app.get('/inbox/ambassador/:id/photos/:photo', async (req, reply) => {
      const { id, photo } = parse(photoParams, req.params);
      const file = await inbox.photo(id, photo);
      return reply.type(file.type).header('x-content-type-options', 'nosniff').header('content-disposition', 'inline').send(file.data);
    });
  };
