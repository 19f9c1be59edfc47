import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { isKind } from '../domain-error';
import { authOf, signedIn } from '../http/auth';
import { tooManyRequests } from '../http/errors';
import { parse } from '../http/validate';
import { createLoginThrottle } from '../security/login-throttle';
import { enforceLimits, TOO_MANY_ATTEMPTS, type RateLimiter } from '../security/rate-limit';
import * as schemas from '../../domain/accounts/requests';
import { apiRole, publicUser } from './serialize';
import type { AccountService } from './service';
import type { SessionStore } from './sessions';

const MINUTE = 60_000;

interface Deps {
  accounts: AccountService;
  sessions: SessionStore;
  limiter: RateLimiter;
  /** Attempts per client address per minute; forgot-password also per account per 10 minutes. */
  limit: number;
}

export const accountRoutes =
  ({ accounts, sessions, limiter, limit }: Deps): FastifyPluginAsync =>
  async (app) => {
    /** Per client address and (where given) per account, so neither a botnet on one account nor one client on many gets far. */
    const throttle = (req: FastifyRequest, action: string, email?: string) =>
      enforceLimits(limiter, [
        { key: `${action}:ip:${req.ip}`, limit, windowMs: MINUTE },
        ...(email ? [{ key: `${action}:account:${email}`, limit, windowMs: 10 * MINUTE }] : []),
      ]);

    app.post('/api/auth/register', async (req, reply) => {
      await throttle(req, 'register');
      const input = parse(schemas.registerBody, req.body);
      return reply.status(201).send(await accounts.register(input));
    });

    const loginThrottle = createLoginThrottle(limiter);

    app.post('/api/auth/login', async (req) => {
      // Per address, counted before validation so malformed attempts count too. Per account, only
      // addresses that failed on it wait (growing delays): the owner elsewhere is never locked out.
      await throttle(req, 'login');
      const { email, password, remember } = parse(schemas.loginBody, req.body);
      const waitMs = await loginThrottle.waitMs(email, req.ip);
      if (waitMs > 0) throw tooManyRequests(TOO_MANY_ATTEMPTS, waitMs);
      try {
        const session = await accounts.login(email, password, remember);
        await loginThrottle.succeeded(email, req.ip);
        return session;
      } catch (err) {
        if (isKind(err, 'unauthenticated')) await loginThrottle.failed(email, req.ip);
        throw err;
      }
    });

    app.post('/api/auth/forgot-password', async (req) => {
      const { email } = parse(schemas.forgotBody, req.body);
      await throttle(req, 'forgot', email);
      return accounts.forgotPassword(email);
    });

    app.post('/api/auth/reset-password', async (req) => {
      await throttle(req, 'reset');
      const { token, password } = parse(schemas.resetBody, req.body);
      return accounts.resetPassword(token, password);
    });

    // The signed-in customer's own account: one sign-in check for the whole group.
    await app.register(async (account) => {
      signedIn(account, sessions);

      account.get('/api/auth/user', async (req) => {
        const { user } = authOf(req);
        return { user: publicUser(user), role: apiRole(user) };
      });

      account.post('/api/auth/logout', async (req) => {
        const { token } = authOf(req);
        await sessions.revoke(token);
        return { message: 'Logged out' };
      });

      account.post('/api/auth/profile', async (req) => {
        const { user } = authOf(req);
        const input = parse(schemas.profileBody, req.body);
        return { user: await accounts.updateProfile(user.id, input), message: 'Profile updated' };
      });

      account.post('/api/auth/change-password', async (req) => {
        const { user, sessionId } = authOf(req);
        await throttle(req, 'change-password', user.email);
        const { current_password, password } = parse(schemas.changePasswordBody, req.body);
        await accounts.changePassword(user.id, sessionId, current_password, password);
        return { message: 'Password updated' };
      });

      account.post('/api/auth/preferences', async (req) => {
        const { user } = authOf(req);
        const prefs = parse(schemas.preferencesBody, req.body);
        return { user: await accounts.updatePreferences(user.id, prefs), message: 'Preferences saved' };
      });
    });
  };
