import { PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT, PASSWORDS_DO_NOT_MATCH } from '@gavel/contract';

/** New-password rules shared by the forced change at first login and Settings → Password (spec §5). */
export { PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT, PASSWORDS_DO_NOT_MATCH };

/** The confirmation is compared this long after typing stops. */
export const CONFIRMATION_CHECK_DELAY_MS = 1500;

/** Typing pause before the strength of the new password is asked of the server. */
export const STRENGTH_CHECK_DELAY_MS = 300;

export const MAX_STRENGTH_SCORE = 4;

/** Meter colours from score 0 to 4, red to green (Mantine palette names). */
export const STRENGTH_COLORS = ['red', 'orange', 'yellow', 'lime', 'green'] as const;
export type StrengthColor = (typeof STRENGTH_COLORS)[number];

/** Words for each score, so colour is never the only signal. */
export const STRENGTH_LABELS = ['Very weak', 'Weak', 'Fair', 'Good', 'Strong'] as const;

function clampScore(score: number | undefined): number {
  if (score === undefined || Number.isNaN(score)) {
    return 0;
  }
  return Math.min(MAX_STRENGTH_SCORE, Math.max(0, Math.round(score)));
}

/** Meter width in percent: 25% per score step, at least 5% when there is text, 0 when empty. */
export function strengthMeterWidth(score: number | undefined, hasText: boolean): number {
  if (!hasText) {
    return 0;
  }
  return Math.max(5, clampScore(score) * 25);
}

export function strengthMeterColor(score: number | undefined): StrengthColor {
  return STRENGTH_COLORS[clampScore(score)] ?? 'red';
}

export function strengthLabel(score: number | undefined): string {
  return STRENGTH_LABELS[clampScore(score)] ?? 'Very weak';
}

/** Whether the server should be asked how strong the password is. */
export function shouldCheckStrength(password: string): boolean {
  return password.length >= PASSWORD_MIN_LENGTH;
}

/** The rule the new password breaks, if any. */
export function newPasswordError(password: string): string | null {
  return password.length < PASSWORD_MIN_LENGTH ? PASSWORD_TOO_SHORT : null;
}

/** The rule the confirmation breaks, if any. */
export function confirmationError(password: string, confirmation: string): string | null {
  return password === confirmation ? null : PASSWORDS_DO_NOT_MATCH;
}
