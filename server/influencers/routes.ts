import { dataQuery, splitBody } from '../../domain/influencers/requests';
import { influencerDataAnswer, referralsAnswer, splitSavedAnswer } from '../../domain/influencers/answers';
import type { AccountService } from '../accounts/service';
import type { SessionStore } from '../accounts/sessions';
import { DomainError } from '../domain-error';
import { authOf, signedIn, type Auth } from '../http/auth';
import { answers, type ZodApp, type ZodRoutes } from '../http/validate';
import type { InfluencerService } from './service';
import type { InfluencerPayouts } from './payouts';
import { payoutDetailRoutes } from './payout-routes';

interface Deps {
  influencers: InfluencerService;
  payouts: InfluencerPayouts;
  accounts: AccountService;
  sessions: SessionStore;
  publicUrl: string;
}

const onlyInfluencers = (auth: Auth) => {
  if (auth.user.role !== 'influencer') throw new DomainError('forbidden', 'Only influencers can use this.');
};

export const influencerRoutes =
  ({ influencers, payouts, accounts, sessions, publicUrl }: Deps): ZodRoutes =>
  async (app) => {
    // The influencer's dashboard and split: signed in, and an influencer (else 403).
    await app.register(async (influencer: ZodApp) => {
      signedIn(influencer, sessions, { allow: onlyInfluencers });

      influencer.get(
        '/api/user/influencer-data',
        { schema: { querystring: dataQuery, response: answers({ 200: influencerDataAnswer }) } },
        async (req) => {
          const { country } = req.query;
          return { data: await influencers.dashboard(authOf(req).user.id, country) };
        },
      );

      influencer.post(
        '/api/user/set-influencer-discount',
        { schema: { body: splitBody, response: answers({ 200: splitSavedAnswer }) } },
        async (req) => {
          const { customer_discount } = req.body;
          // The customer's share decides; the influencer's is what is left of 15%, whatever was sent.
          const value = customer_discount === '' || customer_discount === undefined ? null : customer_discount;
          return { message: 'The discount code has been set successfully.', data: await influencers.setSplit(authOf(req).user.id, value) };
        },
      );

      payoutDetailRoutes(influencer, { payouts, influencers });
    });

    // Any signed-in customer's own referral link.
    await app.register(async (customer: ZodApp) => {
      signedIn(customer, sessions);

      /** The customer's own referral link and how many sign-ups it brought (spec: no referral reward). */
      customer.get('/api/user/referrals', { schema: { response: answers({ 200: referralsAnswer }) } }, async (req) => {
        const { user } = authOf(req);
        const signups = await accounts.referralCount(user.referralCode);
        return {
          data: {
            code: user.referralCode,
            link: `${publicUrl}/signup?referral=${encodeURIComponent(user.referralCode)}`,
            signups,
            earnings: 0,
          },
        };
      });
    });
  };
