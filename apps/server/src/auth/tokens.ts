import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { errors, jwtVerify, SignJWT } from 'jose';

/**
 * Tokens are HS256 JWTs: subject the user id, `ver` the user's token version (a password change
 * bumps it, revoking older tokens), `auth_time` the sign-in time (refresh is allowed until the
 * refresh window after it), and a one-hour expiry.
 */
export interface TokenClaims {
  userId: number;
  version: number;
  authTime: number;
}

export class TokenError extends Error {
  override name = 'TokenError';
}

export interface TokenService {
  issue(claims: TokenClaims): Promise<string>;
  /** Verifies signature and expiry. */
  verify(token: string): Promise<TokenClaims>;
  /** Verifies the signature and the refresh window, ignoring expiry. */
  verifyForRefresh(token: string): Promise<TokenClaims>;
}

export async function loadSecret(secretKey: string | undefined, dataDir: string): Promise<Uint8Array> {
  if (secretKey) {
    return new TextEncoder().encode(secretKey);
  }
  const file = join(dataDir, 'secret-key');
  if (!existsSync(file)) {
    await mkdir(dataDir, { recursive: true });
    await writeFile(file, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' }).catch(
      (error: NodeJS.ErrnoException) => {
        if (error.code !== 'EEXIST') {
          throw error;
        }
      },
    );
  }
  return new TextEncoder().encode((await readFile(file, 'utf8')).trim());
}

export function createTokenService(
  secret: Uint8Array,
  options: { ttlSeconds: number; refreshWindowSeconds: number; now?: () => number },
): TokenService {
  const now = options.now ?? (() => Math.floor(Date.now() / 1000));

  async function decode(token: string, ignoreExpiry: boolean): Promise<TokenClaims> {
    try {
      const { payload } = await jwtVerify(token, secret, {
        algorithms: ['HS256'],
        issuer: 'gavel',
        currentDate: ignoreExpiry ? new Date(0) : new Date(now() * 1000),
      });
      const userId = Number(payload.sub);
      const version = payload['ver'];
      const authTime = payload['auth_time'];
      if (!Number.isInteger(userId) || typeof version !== 'number' || typeof authTime !== 'number') {
        throw new TokenError('Malformed token.');
      }
      return { userId, version, authTime };
    } catch (error) {
      if (error instanceof TokenError) {
        throw error;
      }
      if (error instanceof errors.JWTExpired) {
        throw new TokenError('Token has expired.');
      }
      throw new TokenError('Invalid token.');
    }
  }

  return {
    async issue({ userId, version, authTime }) {
      const issuedAt = now();
      return new SignJWT({ ver: version, auth_time: authTime })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(userId))
        .setIssuer('gavel')
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + options.ttlSeconds)
        .sign(secret);
    },
    verify: (token) => decode(token, false),
    async verifyForRefresh(token) {
      const claims = await decode(token, true);
      if (now() - claims.authTime > options.refreshWindowSeconds) {
        throw new TokenError('Sign-in has expired; sign in again.');
      }
      return claims;
    },
  };
}
