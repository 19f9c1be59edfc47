import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { parse } from '../http/validate';
import { enforceLimits, type RateLimiter } from '../security/rate-limit';
import { ambassadorFields, bookingBody, wholesaleBody } from '../../domain/forms/requests';
import { AMBASSADOR_THANKS, checkPhotos, PHOTO_FIELDS } from './ambassador';
import { BOOKING_THANKS } from './booking';
import type { FormsService } from './service';
import { MULTIPART_LIMITS, readMultipart } from './uploads';
import { WHOLESALE_THANKS } from './wholesale';

const MINUTE = 60_000;
/** Each submission mails the address it names: enough for real use, too few to mail-bomb anyone. */
const PER_IP = { limit: 30, windowMs: 10 * MINUTE };
const PER_EMAIL = { limit: 5, windowMs: 60 * MINUTE };

/** POST /api/forms/{wholesale,booking,ambassador}: validate, store, mail, answer 201 with a message. */
export const formRoutes =
  (forms: FormsService, limiter: RateLimiter): FastifyPluginAsync =>
  async (app) => {
    // Registered inside this plugin only: no other route accepts multipart bodies.
    await app.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: true });

    const limitIp = (req: FastifyRequest, form: string) => enforceLimits(limiter, [{ key: `form:${form}:ip:${req.ip}`, ...PER_IP }]);
    const limitEmail = (form: string, email: string) => enforceLimits(limiter, [{ key: `form:${form}:email:${email}`, ...PER_EMAIL }]);

    app.post('/api/forms/wholesale', async (req, reply) => {
      await limitIp(req, 'wholesale');
      const application = parse(wholesaleBody, req.body);
      await limitEmail('wholesale', application.email);
      await forms.wholesale(application);
      return reply.status(201).send({ message: WHOLESALE_THANKS });
    });

    app.post('/api/forms/booking', async (req, reply) => {
      await limitIp(req, 'booking');
      const booking = parse(bookingBody, req.body);
      await limitEmail('booking', booking.email);
      await forms.booking(booking);
      return reply.status(201).send({ message: BOOKING_THANKS });
    });

    app.post('/api/forms/ambassador', async (req, reply) => {
      await limitIp(req, 'ambassador');
      const input = await readMultipart(req, PHOTO_FIELDS);
      const fields = parse(ambassadorFields, input.fields);
      const photos = checkPhotos(input.files);
      await limitEmail('ambassador', fields.email);
      await forms.ambassador(fields, photos);
      return reply.status(201).send({ message: AMBASSADOR_THANKS });
    });
  };
