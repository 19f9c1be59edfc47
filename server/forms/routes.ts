import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { MultipartForm } from '../http/multipart-form';
import { answers, parse, type ZodRoutes } from '../http/validate';
import { messageAnswer } from '../../domain/answers';
import { enforceLimits, type RateLimiter } from '../security/rate-limit';
import { ambassadorFields, bookingBody, wholesaleBody } from '../../domain/forms/requests';
import { AMBASSADOR_THANKS, checkPhotos, PHOTO_FIELDS } from './ambassador';
import { BOOKING_THANKS } from './booking';
import type { FormsService } from './service';
import { MULTIPART_LIMITS, readMultipart } from './uploads';
import { WHOLESALE_THANKS } from './wholesale';

const MINUTE = 60_000;
/** Each submission mails the address it names: enough for real use, too few to mail-bomb anyone. */
export const PER_IP = { limit: 30, windowMs: 10 * MINUTE };
const PER_EMAIL = { limit: 5, windowMs: 60 * MINUTE };
/** The ambassador form: its fields, and both photos, which `checkPhotos` requires. */
const AMBASSADOR_FORM = { fields: ambassadorFields, files: PHOTO_FIELDS, required: PHOTO_FIELDS } satisfies MultipartForm;

/** POST /api/forms/{wholesale,booking,ambassador}: validate, store, mail, answer 201 with a message. */
export const formRoutes =
  (forms: FormsService, limiter: RateLimiter): ZodRoutes =>
  async (app) => {
    // Registered inside this plugin only: no other route accepts multipart bodies.
    await app.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: true });

    const limitIp = (req: FastifyRequest, form: string) => enforceLimits(limiter, [{ key: `form:${form}:ip:${req.ip}`, ...PER_IP }]);
    const limitEmail = (form: string, email: string) => enforceLimits(limiter, [{ key: `form:${form}:email:${email}`, ...PER_EMAIL }]);

    const thanks = answers({ 201: messageAnswer });

    // Per address before the schema (every attempt counts), per email after it.
    app.post(
      '/api/forms/wholesale',
      { schema: { body: wholesaleBody, response: thanks }, preValidation: (req) => limitIp(req, 'wholesale') },
      async (req, reply) => {
        const application = req.body;
        await limitEmail('wholesale', application.email);
        await forms.wholesale(application);
        return reply.status(201).send({ message: WHOLESALE_THANKS });
      },
    );

    app.post(
      '/api/forms/booking',
      { schema: { body: bookingBody, response: thanks }, preValidation: (req) => limitIp(req, 'booking') },
      async (req, reply) => {
        const booking = req.body;
        await limitEmail('booking', booking.email);
        await forms.booking(booking);
        return reply.status(201).send({ message: BOOKING_THANKS });
      },
    );

    app.post('/api/forms/ambassador', { config: { multipart: AMBASSADOR_FORM }, schema: { response: thanks } }, async (req, reply) => {
      await limitIp(req, 'ambassador');
      // Multipart: the fields are read from the stream here, then parsed like any route schema.
      const input = await readMultipart(req, AMBASSADOR_FORM.files);
      const fields = parse(AMBASSADOR_FORM.fields, input.fields);
      const photos = checkPhotos(input.files);
      await limitEmail('ambassador', fields.email);
      await forms.ambassador(fields, photos);
      return reply.status(201).send({ message: AMBASSADOR_THANKS });
    });
  };
