import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-call';
import { tokenStorage } from '../../../lib/storage';

export interface ChangePasswordInput {
  current_password: string;
  new_password: string;
  confirm_password: string;
}

/**
 * POST /user_auth/change-password/. The change revokes older tokens, so the new token the server
 * answers with is stored at once.
 */
export async function postChangePassword(input: ChangePasswordInput): Promise<string> {
  const body = await callApi('changePassword', { body: input });
  tokenStorage.set(body.token);
  return body.message;
}

export const useChangePassword = () => useMutation({ mutationFn: postChangePassword });
