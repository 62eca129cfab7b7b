import type { z } from 'zod';
import type { ApiRequest, ApiResponse } from './api-types.ts';
import type { fieldErrorsResponse } from './auth.ts';

/** Types of the authentication calls, from the API table, for clients that do not import zod themselves. */
export type TokenAuthRequest = ApiRequest<'tokenAuth'>['body'];
export type TokenRequest = ApiRequest<'tokenVerify'>['body'];
export type TokenResponse = ApiResponse<'tokenAuth'>;
export type TokenVerifyResponse = ApiResponse<'tokenVerify'>;
export type ChangePasswordRequest = ApiRequest<'changePassword'>['body'];
export type ChangePasswordResponse = ApiResponse<'changePassword'>;
export type RequirePasswordChangeRequest = ApiRequest<'requirePasswordChange'>['body'];
export type RequirePasswordChangeResponse = ApiResponse<'requirePasswordChange'>;
export type FieldErrorsResponse = z.infer<typeof fieldErrorsResponse>;
