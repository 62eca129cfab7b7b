// The response schemas the first pages check, in a chunk of their own (see schemas.ts).
export {
  currentUserResponse,
  requirePasswordChangeResponse,
  tokenResponse,
  tokenVerifyResponse,
} from '@gavel/contract';
