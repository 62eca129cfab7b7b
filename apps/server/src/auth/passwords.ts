import { hash, verify } from '@node-rs/argon2';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';
import { randomInt } from 'node:crypto';
import type { PasswordStrength } from '@gavel/contract';

const zxcvbn = new ZxcvbnFactory({
  translations: english.translations,
  graphs: common.adjacencyGraphs,
  dictionary: { ...common.dictionary, ...english.dictionary },
});

// argon2id with the OWASP-recommended minimums (19 MiB, 2 iterations).
const ARGON2 = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2);
}

/** Constant-time verification; a malformed hash counts as a mismatch. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash that matches nothing, verified against when the account does not exist (timing). */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword('gavel-dummy-password-for-timing');
  return dummyHash;
}

/**
 * How much of a password the strength estimate reads. zxcvbn's time grows steeply with length
 * (128 random characters take about a second); any password this long is strong already, and the
 * estimate runs in a worker thread (auth/strength-pool.ts), so the cap bounds one request's cost.
 */
export const STRENGTH_ANALYSED_LENGTH = 128;

/** The lowest zxcvbn score accepted for a new password (0 to 4). */
export const MIN_PASSWORD_SCORE = 3;

/** The zxcvbn estimate, synchronous: call it through auth/strength-pool.ts, never on a request. */
export function passwordStrength(password: string, userInputs: string[] = []): PasswordStrength {
  const result = zxcvbn.check(password.slice(0, STRENGTH_ANALYSED_LENGTH), userInputs);
  const suggestions = [result.feedback.warning, ...result.feedback.suggestions].filter(
    (s): s is string => typeof s === 'string' && s.length > 0,
  );
  return { score: result.score, suggestions };
}

/** A temporary password people can type: four groups of letters and digits. */
export function temporaryPassword(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const group = () => Array.from({ length: 4 }, () => alphabet[randomInt(alphabet.length)]).join('');
  return [group(), group(), group(), group()].join('-');
}
