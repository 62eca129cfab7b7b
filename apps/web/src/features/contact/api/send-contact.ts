import type { ContactRequest } from '@gavel/contract';
import { useMutation } from '@tanstack/react-query';
import { sendCall } from '../../../lib/api-call';

/** POST /user_auth/contact/: 200 or 201 is success; a 401 is reported, not redirected. */
export async function postContact(input: ContactRequest): Promise<void> {
  await sendCall('contact', { body: input }, { redirectOnAuthFailure: false });
}

export const useSendContact = () => useMutation({ mutationFn: postContact });
