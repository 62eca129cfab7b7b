import type { ApiRequest, ApiResponse } from './api-types.ts';

/** Types of the sign-in calls, from the API table (any other call: `ApiRequest`, `ApiResponse`). */
export type TokenAuthRequest = ApiRequest<'tokenAuth'>['body'];
export type TokenVerifyResponse = ApiResponse<'tokenVerify'>;
export type RequirePasswordChangeRequest = ApiRequest<'requirePasswordChange'>['body'];
