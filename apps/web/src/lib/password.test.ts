import { describe, expect, it } from 'vitest';
import {
  confirmationError,
  newPasswordError,
  PASSWORD_TOO_SHORT,
  PASSWORDS_DO_NOT_MATCH,
  shouldCheckStrength,
  strengthLabel,
  strengthMeterColor,
  strengthMeterWidth,
} from './password';

describe('password rules', () => {
  it('uses the exact texts of the specification', () => {
    expect(PASSWORD_TOO_SHORT).toBe('The new password must be at least 8 characters long.');
    expect(PASSWORDS_DO_NOT_MATCH).toBe('The new password and confirmation must match.');
  });

  it('needs at least 8 characters', () => {
    expect(newPasswordError('')).toBe(PASSWORD_TOO_SHORT);
    expect(newPasswordError('1234567')).toBe(PASSWORD_TOO_SHORT);
    expect(newPasswordError('12345678')).toBeNull();
  });

  it('needs the confirmation to equal the new password', () => {
    expect(confirmationError('correct horse', 'correct hors')).toBe(PASSWORDS_DO_NOT_MATCH);
    expect(confirmationError('correct horse', 'correct horse')).toBeNull();
  });

  it('asks the server for strength only from 8 characters on', () => {
    expect(shouldCheckStrength('1234567')).toBe(false);
    expect(shouldCheckStrength('12345678')).toBe(true);
  });
});

describe('strength meter', () => {
  it('is empty without text', () => {
    expect(strengthMeterWidth(undefined, false)).toBe(0);
    expect(strengthMeterWidth(3, false)).toBe(0);
  });

  it('is 25% per score step with a minimum of 5% when there is text', () => {
    expect(strengthMeterWidth(undefined, true)).toBe(5);
    expect(strengthMeterWidth(0, true)).toBe(5);
    expect(strengthMeterWidth(1, true)).toBe(25);
    expect(strengthMeterWidth(2, true)).toBe(50);
    expect(strengthMeterWidth(3, true)).toBe(75);
    expect(strengthMeterWidth(4, true)).toBe(100);
  });

  it('keeps scores outside 0 to 4 in range', () => {
    expect(strengthMeterWidth(9, true)).toBe(100);
    expect(strengthMeterWidth(-2, true)).toBe(5);
  });

  it('goes through five colours from red to green', () => {
    expect([0, 1, 2, 3, 4].map(strengthMeterColor)).toEqual(['red', 'orange', 'yellow', 'lime', 'green']);
    expect(strengthMeterColor(undefined)).toBe('red');
  });

  it('names each score, so colour is not the only signal', () => {
    expect(new Set([0, 1, 2, 3, 4].map(strengthLabel)).size).toBe(5);
  });
});
