import type { z } from 'zod';
import type {
  changePasswordRequest,
  changePasswordResponse,
  fieldErrorsResponse,
  requirePasswordChangeRequest,
  requirePasswordChangeResponse,
  tokenAuthRequest,
  tokenRequest,
  tokenResponse,
  tokenVerifyResponse,
} from './auth.ts';

/** Inferred types of the authentication calls, for clients that do not import zod themselves. */
export type TokenAuthRequest = z.input<typeof tokenAuthRequest>;
export type TokenRequest = z.input<typeof tokenRequest>;
export type TokenResponse = z.infer<typeof tokenResponse>;
export type TokenVerifyResponse = z.infer<typeof tokenVerifyResponse>;
export type ChangePasswordRequest = z.input<typeof changePasswordRequest>;
export type ChangePasswordResponse = z.infer<typeof changePasswordResponse>;
export type RequirePasswordChangeRequest = z.input<typeof requirePasswordChangeRequest>;
export type RequirePasswordChangeResponse = z.infer<typeof requirePasswordChangeResponse>;
export type FieldErrorsResponse = z.infer<typeof fieldErrorsResponse>;
