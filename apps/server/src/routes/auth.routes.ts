import { apiPaths } from '@gavel/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context.ts';
import { DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE_SECONDS } from '../auth/device.ts';
import { apiRoutes } from '../http/api-route.ts';
import { requireUser, userOf } from '../http/authenticate.ts';

/**
 * Per client: the web app checks once per pause in typing (1.5 s), so this is ample for a person
 * and bounds what one client can make the strength thread compute.
 */
export const CHECK_PASSWORD_LIMIT_PER_MINUTE = 30;

export function authRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { auth } = context.services;
  const signedIn = { preHandler: requireUser(auth) };

  return async (app) => {
    const route = apiRoutes(app, 'auth');
    // Limited in auth.service: failures per account and per client address.
    route('tokenAuth', {}, async (request, reply) => {
      const { token, deviceMark } = await auth.signIn(
        request.body.username,
        request.body.password,
        request.ip,
        request.cookies[DEVICE_COOKIE],
      );
      void reply.setCookie(DEVICE_COOKIE, deviceMark, {
        path: apiPaths.tokenAuth,
        httpOnly: true,
        sameSite: 'strict',
        secure: context.config.publicUrl.startsWith('https://'),
        maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
      });
      return { token };
    });

    route('tokenVerify', {}, async (request) => {
      const user = await auth.authenticate(request.body.token);
      return { user: { id: user.id, username: user.email } };
    });

    route('tokenRefresh', {}, async (request) => ({ token: await auth.refresh(request.body.token) }));

    route('currentUser', signedIn, async (request) => auth.currentUser(userOf(request).id));

    route('loginSuccess', signedIn, async (request) => {
      await auth.recordLoginSuccess(userOf(request));
      return { message: 'Sign-in recorded.' };
    });

    route('logout', signedIn, async (request) => {
      await auth.signOut(userOf(request));
      return { message: 'Signed out.' };
    });

    // The forced-change screen's temporary session may call this too (http/authenticate.ts).
    route(
      'checkPassword',
      { ...signedIn, config: { rateLimit: { max: CHECK_PASSWORD_LIMIT_PER_MINUTE, timeWindow: 60_000 } } },
      async (request) => auth.checkPassword(request.body.password, userOf(request)),
    );

    route('changePassword', signedIn, async (request) => ({
      message: 'Password changed successfully.',
      token: await auth.changePassword(userOf(request), request.body, request.ip),
    }));

    route('requirePasswordChange', signedIn, async (request) => ({
      status: 'good' as const,
      token: await auth.requirePasswordChange(userOf(request), request.body),
    }));
  };
}
