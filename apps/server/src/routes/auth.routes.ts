import {
  apiPaths,
  changePasswordRequest,
  changePasswordResponse,
  checkPasswordRequest,
  checkPasswordResponse,
  currentUserResponse,
  messageResponse,
  requirePasswordChangeRequest,
  requirePasswordChangeResponse,
  tokenAuthRequest,
  tokenRequest,
  tokenResponse,
  tokenVerifyResponse,
} from '@gavel/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context.ts';
import { DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE_SECONDS } from '../auth/device.ts';
import { requireUser, userOf } from '../http/authenticate.ts';

/**
 * Per client: the web app checks once per pause in typing (1.5 s), so this is ample for a person
 * and bounds what one client can make the strength thread compute.
 */
export const CHECK_PASSWORD_LIMIT_PER_MINUTE = 30;

export function authRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { auth } = context.services;
  const signedIn = requireUser(auth);

  return async (app) => {
    app.post(
      apiPaths.tokenAuth,
      {
        // Limited in auth.service: failures per account and per client address.
        schema: { tags: ['auth'], body: tokenAuthRequest, response: { 200: tokenResponse } },
      },
      async (request, reply) => {
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
      },
    );

    app.post(
      apiPaths.tokenVerify,
      { schema: { tags: ['auth'], body: tokenRequest, response: { 200: tokenVerifyResponse } } },
      async (request) => {
        const user = await auth.authenticate(request.body.token);
        return { user: { id: user.id, username: user.email } };
      },
    );

    app.post(
      apiPaths.tokenRefresh,
      { schema: { tags: ['auth'], body: tokenRequest, response: { 200: tokenResponse } } },
      async (request) => ({ token: await auth.refresh(request.body.token) }),
    );

    app.get(
      apiPaths.currentUser,
      { preHandler: signedIn, schema: { tags: ['auth'], response: { 200: currentUserResponse } } },
      async (request) => auth.currentUser(userOf(request).id),
    );

    app.post(
      apiPaths.loginSuccess,
      { preHandler: signedIn, schema: { tags: ['auth'], response: { 200: messageResponse } } },
      async (request) => {
        await auth.recordLoginSuccess(userOf(request));
        return { message: 'Sign-in recorded.' };
      },
    );

    app.post(
      apiPaths.logout,
      { preHandler: signedIn, schema: { tags: ['auth'], response: { 200: messageResponse } } },
      async (request) => {
        await auth.signOut(userOf(request));
        return { message: 'Signed out.' };
      },
    );

    // The forced-change screen's temporary session may call this too (http/authenticate.ts).
    app.post(
      apiPaths.checkPassword,
      {
        preHandler: signedIn,
        config: { rateLimit: { max: CHECK_PASSWORD_LIMIT_PER_MINUTE, timeWindow: 60_000 } },
        schema: { tags: ['auth'], body: checkPasswordRequest, response: { 200: checkPasswordResponse } },
      },
      async (request) => auth.checkPassword(request.body.password, userOf(request)),
    );

    app.post(
      apiPaths.changePassword,
      {
        preHandler: signedIn,
        schema: { tags: ['auth'], body: changePasswordRequest, response: { 200: changePasswordResponse } },
      },
      async (request) => ({
        message: 'Password changed successfully.',
        token: await auth.changePassword(userOf(request), request.body, request.ip),
      }),
    );

    app.post(
      apiPaths.requirePasswordChange,
      {
        preHandler: signedIn,
        schema: {
          tags: ['auth'],
          body: requirePasswordChangeRequest,
          response: { 200: requirePasswordChangeResponse },
        },
      },
      async (request) => ({
        status: 'good' as const,
        token: await auth.requirePasswordChange(userOf(request), request.body),
      }),
    );
  };
}
