import type { FastifyRequest } from 'fastify';
import { auditQuery } from '../../domain/admin/audit';
import { twoFactorCodeBody } from '../../domain/admin/two-factor';
import {
  auditActionsAnswer,
  auditAnswer,
  staffAnswer,
  twoFactorConfirmed,
  twoFactorSetup,
  twoFactorStatus,
  twoFactorVerified,
} from '../../domain/admin/answers';
import { answers, type ZodRoutes } from '../http/validate';
import { enforceLimits, type RateLimiter } from '../security/rate-limit';
import { staffOf } from './guard';
import type { StaffService } from './service';

/** Code attempts per staff member and per address in a five-minute window. */
export const CODE_ATTEMPTS = { perAccount: 5, perAddress: 50, windowMs: 5 * 60_000 };

const beforeSecondFactor = { config: { secondFactor: false } };
/** A code attempt counts before its schema runs, so a malformed code uses up an attempt too. */
const codeAttempt = { ...beforeSecondFactor, schema: { body: twoFactorCodeBody } };

/** Two-factor setup and verification, the staff list and the audit log (`/api/admin/…`). */
export const staffRoutes =
  (deps: { staff: StaffService; limiter: RateLimiter }): ZodRoutes =>
  async (app) => {
    const { twoFactor } = deps.staff;
    const throttle = (req: FastifyRequest) =>
      enforceLimits(deps.limiter, [
        { key: `2fa:account:${staffOf(req).userId}`, limit: CODE_ATTEMPTS.perAccount, windowMs: CODE_ATTEMPTS.windowMs },
        { key: `2fa:ip:${req.ip}`, limit: CODE_ATTEMPTS.perAddress, windowMs: CODE_ATTEMPTS.windowMs },
      ]);

    app.get('/2fa', { ...beforeSecondFactor, schema: { response: answers({ 200: twoFactorStatus }) } }, async (req) =>
      twoFactor.status(staffOf(req)),
    );

    app.post('/2fa/setup', { ...beforeSecondFactor, schema: { response: answers({ 200: twoFactorSetup }) } }, async (req) =>
      twoFactor.beginSetup(staffOf(req)),
    );

    app.post(
      '/2fa/confirm',
      { ...codeAttempt, schema: { ...codeAttempt.schema, response: answers({ 200: twoFactorConfirmed }) }, preValidation: throttle },
      async (req) => twoFactor.confirmSetup(staffOf(req), req.body.code),
    );

    app.post(
      '/2fa/verify',
      { ...codeAttempt, schema: { ...codeAttempt.schema, response: answers({ 200: twoFactorVerified }) }, preValidation: throttle },
      async (req) => twoFactor.verify(staffOf(req), req.body.code),
    );

    app.get('/staff', { schema: { response: answers({ 200: staffAnswer }) } }, async () => ({ data: await deps.staff.members() }));

    app.get('/audit', { schema: { querystring: auditQuery, response: answers({ 200: auditAnswer }) } }, async (req) =>
      deps.staff.audit.list(req.query),
    );

    app.get('/audit/actions', { schema: { response: answers({ 200: auditActionsAnswer }) } }, async () => ({
      data: await deps.staff.audit.actions(),
    }));
  };
