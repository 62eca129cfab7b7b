import { useDebouncedValue } from '@mantine/hooks';
import { useCallback, useEffect, useState } from 'react';
import {
  CONFIRMATION_CHECK_DELAY_MS,
  STRENGTH_CHECK_DELAY_MS,
  confirmationError,
  newPasswordError,
  shouldCheckStrength,
} from '../../lib/password';
import { usePasswordStrength, type CheckPasswordStrength } from './check-password';

type Field = 'newPassword' | 'confirmPassword';
type Values = Record<Field, string>;
type Errors = Record<Field, string | null>;

const EMPTY: Values = { newPassword: '', confirmPassword: '' };
const NO_ERRORS: Errors = { newPassword: null, confirmPassword: null };
const UNTOUCHED: Record<Field, boolean> = { newPassword: false, confirmPassword: false };

function errorsOf(values: Values, only?: Record<Field, boolean>): Errors {
  return {
    newPassword: !only || only.newPassword ? newPasswordError(values.newPassword) : null,
    confirmPassword:
      !only || only.confirmPassword ? confirmationError(values.newPassword, values.confirmPassword) : null,
  };
}

export interface NewPasswordForm {
  newPassword: string;
  confirmPassword: string;
  setNewPassword: (value: string) => void;
  setConfirmPassword: (value: string) => void;
  /** The errors on show (spec §5: they appear once typing has stopped for 1.5 s). */
  errors: Errors;
  /** Submission is blocked while an error shows. */
  hasError: boolean;
  /** Shows every rule broken right now; true when the passwords may be sent. */
  validate: () => boolean;
  reset: () => void;
  strength: {
    /** The server's score, once it has been asked (8 characters or more). */
    score: number | undefined;
    /** The server's suggestions, joined into one message. */
    message: string | undefined;
    isChecking: boolean;
  };
}

/**
 * State and rules of a new password with its confirmation (spec §5): minimum length, a
 * confirmation compared 1.5 s after typing stops, and the server's strength check from 8
 * characters on. Errors that no longer apply disappear at once; new ones wait for the pause.
 */
export function useNewPassword(options: { checkStrength?: CheckPasswordStrength } = {}): NewPasswordForm {
  const [values, setValues] = useState<Values>(EMPTY);
  const [touched, setTouched] = useState(UNTOUCHED);
  const [errors, setErrors] = useState<Errors>(NO_ERRORS);

  const update = useCallback(
    (field: Field, value: string) => {
      const nextValues = { ...values, [field]: value };
      const current = errorsOf(nextValues);
      setValues(nextValues);
      setTouched((previous) => ({ ...previous, [field]: true }));
      setErrors((shown) => ({
        newPassword: shown.newPassword && current.newPassword,
        confirmPassword: shown.confirmPassword && current.confirmPassword,
      }));
    },
    [values],
  );

  useEffect(() => {
    if (!touched.newPassword && !touched.confirmPassword) {
      return undefined;
    }
    const timer = setTimeout(() => setErrors(errorsOf(values, touched)), CONFIRMATION_CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [values, touched]);

  const validate = useCallback(() => {
    const all = errorsOf(values);
    setTouched({ newPassword: true, confirmPassword: true });
    setErrors(all);
    return all.newPassword === null && all.confirmPassword === null;
  }, [values]);

  const reset = useCallback(() => {
    setValues(EMPTY);
    setTouched(UNTOUCHED);
    setErrors(NO_ERRORS);
  }, []);

  const [debouncedPassword] = useDebouncedValue(values.newPassword, STRENGTH_CHECK_DELAY_MS);
  const strengthQuery = usePasswordStrength(debouncedPassword, options.checkStrength);
  const checked = shouldCheckStrength(values.newPassword) ? strengthQuery.data : undefined;
  const suggestions = checked?.suggestions.filter((suggestion) => suggestion.trim() !== '') ?? [];

  return {
    newPassword: values.newPassword,
    confirmPassword: values.confirmPassword,
    setNewPassword: (value) => update('newPassword', value),
    setConfirmPassword: (value) => update('confirmPassword', value),
    errors,
    hasError: errors.newPassword !== null || errors.confirmPassword !== null,
    validate,
    reset,
    strength: {
      score: checked?.score,
      message: suggestions.length > 0 ? suggestions.join(' ') : undefined,
      isChecking: strengthQuery.isFetching,
    },
  };
}
