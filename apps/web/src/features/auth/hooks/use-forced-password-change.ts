import type { CurrentUser, RequirePasswordChangeRequest } from '@gavel/contract';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { tokenStorage } from '../../../lib/storage';
import { getCurrentUser } from '../api/current-user';
import { recordLoginSuccess } from '../api/login-success';
import { postRequirePasswordChange } from '../api/require-password-change';
import { FORCED_CHANGE_SUCCESS } from '../utils/messages';
import { useAuth } from './auth-context';

async function changeTemporaryPassword(
  input: RequirePasswordChangeRequest,
  previous: CurrentUser | undefined,
): Promise<CurrentUser> {
  const token = await postRequirePasswordChange(input);
  // The old token is revoked by the change; from here on only the new one works.
  tokenStorage.set(token);
  await recordLoginSuccess();
  try {
    return await getCurrentUser({ redirectOnAuthFailure: false });
  } catch (error) {
    console.error('Could not reload the user after the password change', error);
    if (!previous) {
      throw error;
    }
    return { ...previous, last_login: new Date().toISOString() };
  }
}

/** The forced change at first sign-in: on status 'good' the user is logged in (spec §4). */
export function useForcedPasswordChange() {
  const { state, completePasswordChange } = useAuth();
  const previous = state.status === 'requiresPasswordChange' ? state.user : undefined;
  return useMutation({
    mutationFn: (input: RequirePasswordChangeRequest) => changeTemporaryPassword(input, previous),
    onSuccess: (user) => {
      notifications.show({ color: 'green', message: FORCED_CHANGE_SUCCESS });
      completePasswordChange(user);
    },
  });
}
