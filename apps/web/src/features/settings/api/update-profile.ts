import type { ProfileResponse, ProfileUpdateRequest } from '@gavel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-call';
import { profileQueryKey } from './get-profile';

/** PUT /user_auth/profiles/: saves the profile; a 401 sends the user to /login (api client). */
export async function putProfile(input: ProfileUpdateRequest): Promise<ProfileResponse> {
  return callApi('profileUpdate', { body: input });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putProfile,
    onSuccess: (profile) => queryClient.setQueryData(profileQueryKey, profile),
    // Spec §8 Profile: update failures are only logged.
    onError: (error) => console.error('Could not save the profile', error),
  });
}
