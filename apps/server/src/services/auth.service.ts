import {
  PASSWORDS_DO_NOT_MATCH,
  PROFILE_DEFAULTS,
  TEMPORARY_PASSWORD_EXPIRED,
  type CurrentUser,
  type PasswordStrength,
} from '@gavel/contract';
import { dummyPasswordHash, hashPassword, MIN_PASSWORD_SCORE, verifyPassword } from '../auth/passwords.ts';
import type { DeviceMarks } from '../auth/device.ts';
import { passwordStrengthThread } from '../auth/strength-pool.ts';
import { TokenError, type TokenService } from '../auth/tokens.ts';
import type { SignInFailuresRepository, UsersRepository } from '../db/repositories/index.ts';
import type { User } from '../db/schema.ts';
import { AppError, badRequest, tooManyRequests, unauthorized } from '../domain/errors.ts';

export const INVALID_CREDENTIALS = 'Invalid username or password. Please try again.';
export const TOO_MANY_ATTEMPTS = 'Too many sign-in attempts. Wait a few minutes and try again.';
export { TEMPORARY_PASSWORD_EXPIRED };
export const PASSWORD_TOO_WEAK =
  'This password is too easy to guess. Use a longer password, for example a few unrelated words.';

export interface AuthServiceOptions {
  users: UsersRepository;
  signInFailures: SignInFailuresRepository;
  tokens: TokenService;
  signInLimitPerAccount: number;
  /** Marks browsers that signed in to an account before: they pass its failure limit. */
  devices: DeviceMarks;
  /** Failed guesses from one client address (successes never count). */
  signInLimitPerIp: number;
  signInLimitWindowSeconds: number;
  /** How long a temporary password (sent with an invitation) may be used. */
  temporaryPasswordDays: number;
}

export function authService(options: AuthServiceOptions) {
  const { users, signInFailures, tokens } = options;
  const nowSeconds = () => Math.floor(Date.now() / 1000);
  const strengthThread = passwordStrengthThread();
  const strengthOf = (password: string, user?: User) =>
    strengthThread.strength(
      password,
      user ? [user.email, user.first_name, user.last_name].filter(Boolean) : [],
    );

  const issueFor = (user: Pick<User, 'id' | 'token_version'>, authTime = nowSeconds()) =>
    tokens.issue({ userId: user.id, version: user.token_version, authTime });

  /** The user a token belongs to, if the token is valid and not revoked. */
  async function userForClaims(claims: { userId: number; version: number }): Promise<User> {
    const user = await users.findById(claims.userId);
    if (!user || user.token_version !== claims.version) {
      throw unauthorized('This session has ended. Sign in again.');
    }
    return user;
  }

  async function authenticate(token: string): Promise<User> {
    try {
      return await userForClaims(await tokens.verify(token));
    } catch (error) {
      if (error instanceof TokenError) {
        throw unauthorized(error.message);
      }
      throw error;
    }
  }

  async function setNewPassword(user: User, newPassword: string, confirm: string): Promise<string> {
    if (newPassword !== confirm) {
      throw badRequest(PASSWORDS_DO_NOT_MATCH);
    }
    const strength = await strengthOf(newPassword, user);
    if (strength.score < MIN_PASSWORD_SCORE) {
      throw new AppError('invalid', PASSWORD_TOO_WEAK, {
        new_password: [PASSWORD_TOO_WEAK, ...strength.suggestions],
      });
    }
    const updated = await users.setPassword(user.id, await hashPassword(newPassword), false);
    return issueFor(updated);
  }

  /**
   * One password guess for an account (sign-in, or the current password of a change): counted
   * before it is checked, so concurrent guesses cannot pass the limit together; a wrong guess
   * stays counted, a right one clears the account's count.
   */
  async function limitedAttempt(
    email: string,
    ip: string,
    check: () => Promise<boolean>,
    knownDevice = false,
  ): Promise<boolean> {
    if (
      (await signInFailures.countFromIpSince(ip, options.signInLimitWindowSeconds)) >=
      options.signInLimitPerIp
    ) {
      throw tooManyRequests(TOO_MANY_ATTEMPTS);
    }
    const attempt = await signInFailures.begin(email, ip, options.signInLimitWindowSeconds);
    const over = attempt.count - options.signInLimitPerAccount;
    // Past the limit, one more guess per back-off period, doubling from a minute per guess.
    const backOffMs = Math.min(options.signInLimitWindowSeconds, 60 * 2 ** (over - 1)) * 1000;
    const waited = attempt.previousAt ? Date.now() - attempt.previousAt.getTime() : Infinity;
    if (over > 0 && waited < backOffMs && !knownDevice) {
      await signInFailures.remove(attempt.id);
      throw tooManyRequests(TOO_MANY_ATTEMPTS);
    }
    const valid = await check();
    if (valid) {
      await signInFailures.clear(email);
    }
    return valid;
  }

  return {
    authenticate,

    /**
     * Signs in; answers the token and the device mark to keep in the browser. `device` is the
     * mark the browser sent, if any.
     */
    async signIn(
      username: string,
      password: string,
      ip: string,
      device?: string,
    ): Promise<{ token: string; deviceMark: string }> {
      const email = username.trim().toLowerCase();
      const user = await users.findByEmail(email);
      const valid = await limitedAttempt(
        email,
        ip,
        // Verify against a dummy hash for unknown emails, so both cases take the same time.
        () => dummyPasswordHash().then((dummy) => verifyPassword(user?.password_hash ?? dummy, password)),
        options.devices.isMarked(device, email),
      );
      if (!user || !valid) {
        throw new AppError('invalid', INVALID_CREDENTIALS, { non_field_errors: [INVALID_CREDENTIALS] });
      }
      const expiresAt = user.password_set_at.getTime() + options.temporaryPasswordDays * 86_400_000;
      if (user.must_change_password && Date.now() > expiresAt) {
        throw new AppError('forbidden', TEMPORARY_PASSWORD_EXPIRED, {
          non_field_errors: [TEMPORARY_PASSWORD_EXPIRED],
        });
      }
      return { token: await issueFor(user), deviceMark: options.devices.markFor(email) };
    },

    async refresh(token: string): Promise<string> {
      try {
        const claims = await tokens.verifyForRefresh(token);
        const user = await userForClaims(claims);
        return await issueFor(user, claims.authTime);
      } catch (error) {
        if (error instanceof TokenError) {
          throw unauthorized(error.message);
        }
        throw error;
      }
    },

    async currentUser(userId: number): Promise<CurrentUser> {
      const user = await users.findWithTimezone(userId);
      if (!user) {
        throw unauthorized();
      }
      return {
        id: user.id,
        username: user.email,
        first_name: user.first_name,
        last_name: user.last_name,
        // Empty until the first sign-in completes, which includes changing a temporary password.
        last_login: user.must_change_password || !user.last_login ? null : user.last_login.toISOString(),
        timezone: user.timezone ?? PROFILE_DEFAULTS.timezone,
      };
    },

    /**
     * Server-side sign-out: the session's tokens stop working at once, for verify and refresh too.
     * Tokens carry no session id, so this ends the user's other sessions as well.
     */
    async signOut(user: User): Promise<void> {
      await users.revokeTokens(user.id);
    },

    /** A temporary-password session never gets here (http/authenticate.ts refuses it). */
    async recordLoginSuccess(user: User): Promise<void> {
      await users.recordLogin(user.id);
    },

    /** The strength estimate, computed in a worker thread with the user's own details as inputs. */
    checkPassword(password: string, user: User): Promise<PasswordStrength> {
      return strengthOf(password, user);
    },

    async changePassword(
      user: User,
      input: { current_password: string; new_password: string; confirm_password: string },
      ip: string,
    ): Promise<string> {
      const valid = await limitedAttempt(user.email, ip, () =>
        verifyPassword(user.password_hash, input.current_password),
      );
      if (!valid) {
        throw badRequest('Your current password is incorrect.');
      }
      if (input.new_password === input.current_password) {
        throw badRequest('The new password must be different from the current one.');
      }
      return setNewPassword(user, input.new_password, input.confirm_password);
    },

    async requirePasswordChange(
      user: User,
      input: { new_password: string; confirm_password: string },
    ): Promise<string> {
      if (!user.must_change_password) {
        throw badRequest('Your password has already been changed. Use Settings to change it again.');
      }
      if (await verifyPassword(user.password_hash, input.new_password)) {
        throw badRequest('Choose a new password, not the temporary one.');
      }
      return setNewPassword(user, input.new_password, input.confirm_password);
    },
  };
}

export type AuthService = ReturnType<typeof authService>;
