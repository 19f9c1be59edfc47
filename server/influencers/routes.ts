import { count, eq } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { dataQuery, splitBody } from '../../domain/influencers/requests';
import { normalizeCountry } from '../../domain/country';
import { users } from '../accounts/schema';
import type { SessionStore } from '../accounts/sessions';
import type { Db } from '../db/client';
import { requireAuth } from '../http/auth';
import { HttpError } from '../http/errors';
import { parse } from '../http/validate';
import type { InfluencerService } from './service';


interface Deps { db: Db; influencers: InfluencerService; sessions: SessionStore; publicUrl: string }

export const influencerRoutes = ({ db, influencers, sessions, publicUrl }: Deps): FastifyPluginAsync => async (app) => {
  async function requireInfluencer(req: FastifyRequest) {
    const auth = await requireAuth(req, sessions);
    if (auth.user.role !== 'influencer') throw new HttpError(403, 'Only influencers can use this.');
    return auth.user;
  }

  app.get('/api/user/influencer-data', async (req) => {
    const user = await requireInfluencer(req);
    const { country } = parse(dataQuery, req.query);
    return { data: await influencers.dashboard(user.id, normalizeCountry(country) ?? 'US') };
  });

  app.post('/api/user/set-influencer-discount', async (req) => {
    const user = await requireInfluencer(req);
    const { customer_discount } = parse(splitBody, req.body);
    // The customer's share decides; the influencer's is what is left of 15%, whatever was sent.
    const value = customer_discount === '' || customer_discount === undefined ? null : customer_discount;
    return { message: 'The discount code has been set successfully.', data: await influencers.setSplit(user.id, value) };
  });

  /** The customer's own referral link and how many sign-ups it brought (spec: no referral reward). */
  app.get('/api/user/referrals', async (req) => {
    const { user } = await requireAuth(req, sessions);
    const [row] = await db.select({ n: count() }).from(users).where(eq(users.referredBy, user.referralCode));
    return { data: { code: user.referralCode, link: `${publicUrl}/signup?referral=${encodeURIComponent(user.referralCode)}`, signups: row?.n ?? 0, earnings: 0 } };
  });
};
