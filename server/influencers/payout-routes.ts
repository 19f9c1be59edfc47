import {
  bankSavedAnswer,
  banksAnswer,
  payoutAnswer,
  payoutDetailsAnswer,
  resolvedAnswer,
  stripeStartedAnswer,
} from '../../domain/influencers/answers';
import { PAYOUT_DETAIL_MESSAGES } from '../../domain/influencers/payouts';
import { bankBody, payoutParams, resolveBody, stripeBody } from '../../domain/influencers/requests';
import { authOf } from '../http/auth';
import { answers, type ZodApp } from '../http/validate';
import type { InfluencerPayouts } from './payouts';
import type { InfluencerService } from './service';

/** Her payout details and payouts (`/api/user/payout-details…`, `/api/user/payouts/:id`), on the influencer-only app. */
export function payoutDetailRoutes(
  influencer: ZodApp,
  { payouts, influencers }: { payouts: InfluencerPayouts; influencers: InfluencerService },
) {
  const { details } = payouts;

  influencer.get('/api/user/payout-details', { schema: { response: answers({ 200: payoutDetailsAnswer }) } }, async (req) => ({
    data: await details.details(authOf(req).user.id),
  }));

  influencer.get('/api/user/payout-details/banks', { schema: { response: answers({ 200: banksAnswer }) } }, async () => ({
    data: await details.banks(),
  }));

  influencer.post(
    '/api/user/payout-details/resolve',
    { schema: { body: resolveBody, response: answers({ 200: resolvedAnswer }) } },
    async (req) => {
      const { bank, accountName } = await details.resolve(req.body.bank_code, req.body.account_number);
      return { data: { bank_name: bank.name, account_name: accountName } };
    },
  );

  influencer.put(
    '/api/user/payout-details/bank',
    { schema: { body: bankBody, response: answers({ 200: bankSavedAnswer }) } },
    async (req) => ({
      message: PAYOUT_DETAIL_MESSAGES.bankSaved,
      data: await details.saveBank(authOf(req).user.id, req.body),
    }),
  );

  influencer.post(
    '/api/user/payout-details/stripe',
    { schema: { body: stripeBody, response: answers({ 200: stripeStartedAnswer }) } },
    async (req) => {
      const { user } = authOf(req);
      const data = await details.startStripe(user.id, user.email, req.body.country);
      return data.url ? { data } : { message: PAYOUT_DETAIL_MESSAGES.testOnboarded, data };
    },
  );

  influencer.get('/api/user/payouts/:id', { schema: { params: payoutParams, response: answers({ 200: payoutAnswer }) } }, async (req) => ({
    data: await influencers.payoutOf(authOf(req).user.id, req.params.id),
  }));
}
