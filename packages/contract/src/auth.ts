import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT } from './auth-messages.ts';

/** Emails are identities: trimmed and lowercased everywhere (spec §5 Login). */
export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email({ message: 'Enter a valid email address.' }));

export const tokenAuthRequest = z.object({
  username: z.string().trim().toLowerCase().min(1).max(254),
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
});
export const tokenResponse = z.object({ token: z.string() });
export const tokenRequest = z.object({ token: z.string().min(1).max(4096) });

export const tokenVerifyResponse = z.object({
  user: z.object({ id: z.number().int(), username: z.string() }),
});

export const currentUserResponse = z.object({
  id: z.number().int(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  last_login: z.string().nullable(),
  timezone: z.string(),
});
export type CurrentUser = z.infer<typeof currentUserResponse>;

export const checkPasswordRequest = z.object({ password: z.string().max(PASSWORD_MAX_LENGTH) });
export const checkPasswordResponse = z.object({
  score: z.number().int().min(0).max(4),
  suggestions: z.array(z.string()),
});
export type PasswordStrength = z.infer<typeof checkPasswordResponse>;

const newPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, { message: PASSWORD_TOO_SHORT })
  .max(PASSWORD_MAX_LENGTH);

export const changePasswordRequest = z.object({
  current_password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  new_password: newPassword,
  confirm_password: z.string().max(PASSWORD_MAX_LENGTH),
});

export const requirePasswordChangeRequest = z.object({
  new_password: newPassword,
  confirm_password: z.string().max(PASSWORD_MAX_LENGTH),
});

export const requirePasswordChangeResponse = z.object({
  status: z.literal('good'),
  token: z.string(),
});

export const messageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponse>;

/** Validation errors: a map of field name to its messages (spec §7 alerts, DESIGN §5). */
export const fieldErrorsResponse = z.record(z.string(), z.array(z.string()));

export const changePasswordResponse = z.object({ message: z.string(), token: z.string() });

export const publicConfigResponse = z.object({
  requestAccessUrl: z.string(),
  productName: z.string(),
});
export type PublicConfig = z.infer<typeof publicConfigResponse>;
