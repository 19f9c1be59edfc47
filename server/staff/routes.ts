import { ACCESS } from '../../domain/admin/access';
import type { FastifyRequest } from 'fastify';
import { auditQuery } from '../../domain/admin/audit';
import { twoFactorCodeBody } from '../../domain/admin/two-factor';
import {
  auditActionsAnswer,
  auditAnswer,
  staffAnswer,
  staffSavedAnswer,
  twoFactorConfirmed,
  twoFactorSetup,
  twoFactorStatus,
  twoFactorVerified,
} from '../../domain/admin/answers';
import { idParams } from '../../domain/admin/params';
import { addStaffBody, removeStaffBody, STAFF_MESSAGES as M, staffRoleBody } from '../../domain/admin/staff';
import { messageAnswer } from '../../domain/answers';
import { actorOf } from '../http/admin-params';
import { answers, optionalBody, type ZodRoutes } from '../http/validate';
import { enforceLimits, type RateLimiter } from '../security/rate-limit';
import { staffOf } from './guard';
import type { StaffService } from './service';

/** Code attempts per client address in a five-minute window; per account it is `TWO_FACTOR_RATE_LIMIT` (5 unless set). */
export const CODE_ATTEMPTS = { perAddress: 50, windowMs: 5 * 60_000 };

const beforeSecondFactor = { config: { secondFactor: false, roles: ACCESS.twoFactor } };
/** A code attempt counts before its schema runs, so a malformed code uses up an attempt too. */
const codeAttempt = { ...beforeSecondFactor, schema: { body: twoFactorCodeBody } };

/** Two-factor setup and verification, the staff list and its changes, and the audit log (`/api/admin/…`). */
export const staffRoutes =
  (deps: { staff: StaffService; limiter: RateLimiter; perAccount: number }): ZodRoutes =>
  async (app) => {
    const { twoFactor } = deps.staff;
    const throttle = (req: FastifyRequest) =>
      enforceLimits(deps.limiter, [
        { key: `2fa:account:${staffOf(req).userId}`, limit: deps.perAccount, windowMs: CODE_ATTEMPTS.windowMs },
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

    const admins = { roles: ACCESS.staff };
    app.get('/staff', { config: admins, schema: { response: answers({ 200: staffAnswer }) } }, async () => ({
      data: await deps.staff.members(),
    }));

    app.post(
      '/staff',
      { config: admins, schema: { body: addStaffBody, response: answers({ 201: staffSavedAnswer }) } },
      async (req, reply) => {
        const { email, role } = req.body;
        const added = await deps.staff.add(actorOf(req), email, role);
        return reply.status(201).send({ message: M.added(added.email, role), data: await deps.staff.member(added.id) });
      },
    );

    app.post(
      '/staff/:id',
      { config: admins, schema: { params: idParams, body: staffRoleBody, response: answers({ 200: staffSavedAnswer }) } },
      async (req) => {
        const { role } = req.body;
        const changed = await deps.staff.changeRole(actorOf(req), req.params.id, role);
        return { message: M.changed(changed.email, role), data: await deps.staff.member(changed.id) };
      },
    );

    app.post(
      '/staff/:id/remove',
      { config: admins, schema: { params: idParams, body: optionalBody(removeStaffBody), response: answers({ 200: messageAnswer }) } },
      async (req) => ({ message: M.removed((await deps.staff.remove(actorOf(req), req.params.id)).email) }),
    );

    app.get(
      '/audit',
      { config: { roles: ACCESS.audit }, schema: { querystring: auditQuery, response: answers({ 200: auditAnswer }) } },
      async (req) => deps.staff.audit.list(req.query),
    );

    app.get(
      '/audit/actions',
      { config: { roles: ACCESS.audit }, schema: { response: answers({ 200: auditActionsAnswer }) } },
      async () => ({
        data: await deps.staff.audit.actions(),
      }),
    );
  };
