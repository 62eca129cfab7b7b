import { z } from 'zod';
import {
  alertSchema,
  alertsResponse,
  createAlertRequest,
  deleteAlertRequest,
  deleteAlertResponse,
  updateAlertRequest,
} from './alerts.ts';
import type { ApiCallName } from './api-calls.ts';
import {
  changePasswordRequest,
  changePasswordResponse,
  checkPasswordRequest,
  checkPasswordResponse,
  currentUserResponse,
  fieldErrorsResponse,
  messageResponse,
  publicConfigResponse,
  requirePasswordChangeRequest,
  requirePasswordChangeResponse,
  tokenAuthRequest,
  tokenRequest,
  tokenResponse,
  tokenVerifyResponse,
} from './auth.ts';
import { contactRequest } from './contact.ts';
import { embedErrorResponse, embedRequest, embedResponse } from './embed.ts';
import {
  channelsResponse,
  groupChannelParams,
  groupChannelsUpdateRequest,
  groupParams,
  groupsResponse,
  groupUserAddRequest,
  groupUserAdminRequest,
  groupUserParams,
  groupUsersResponse,
} from './groups.ts';
import { meetingStatusQuery, meetingStatusResponse } from './meeting-status.ts';
import { profileResponse, profileUpdateRequest } from './profile.ts';
import { searchRequest, searchResponse, userLocalitiesResponse } from './search.ts';
import { summaryQuery, summaryResponse } from './summary.ts';

/** What a call takes and answers; a response schema per status (none for HTML, RSS and the like). */
export interface CallSchemas {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: Partial<Record<number, z.ZodType>>;
}

/** A private feed's token, an excerpt's id, an unsubscribe link's signed token. */
const tokenParams = (max: number) => z.object({ token: z.string().max(max) });

/**
 * The schemas of every call of the API table (api-calls.ts), under the same names: the server
 * validates and documents with them, and the web app checks its answers with them (loaded lazily).
 */
export const apiSchemas = {
  health: { response: { 200: z.object({ status: z.literal('ok') }) } },
  ready: {
    response: {
      200: z.object({ status: z.literal('ready') }),
      503: z.object({ status: z.literal('unavailable'), message: z.string() }),
    },
  },
  publicConfig: { response: { 200: publicConfigResponse } },

  tokenAuth: { body: tokenAuthRequest, response: { 200: tokenResponse } },
  tokenVerify: { body: tokenRequest, response: { 200: tokenVerifyResponse } },
  tokenRefresh: { body: tokenRequest, response: { 200: tokenResponse } },
  currentUser: { response: { 200: currentUserResponse } },
  loginSuccess: { response: { 200: messageResponse } },
  logout: { response: { 200: messageResponse } },
  checkPassword: { body: checkPasswordRequest, response: { 200: checkPasswordResponse } },
  changePassword: { body: changePasswordRequest, response: { 200: changePasswordResponse } },
  requirePasswordChange: {
    body: requirePasswordChangeRequest,
    response: { 200: requirePasswordChangeResponse },
  },

  search: { body: searchRequest, response: { 200: searchResponse } },
  userLocalities: { response: { 200: userLocalitiesResponse } },
  summary: {
    params: z.object({ id: z.string().min(1).max(2000) }),
    query: summaryQuery,
    response: { 200: summaryResponse },
  },
  meetingStatus: { query: meetingStatusQuery, response: { 200: meetingStatusResponse } },

  profile: { response: { 200: profileResponse } },
  profileUpdate: { body: profileUpdateRequest, response: { 200: profileResponse } },
  contact: { body: contactRequest, response: { 201: messageResponse } },

  groups: { response: { 200: groupsResponse } },
  groupChannelsUpdate: { body: groupChannelsUpdateRequest, response: { 201: messageResponse } },
  groupChannelRemove: { params: groupChannelParams, response: { 200: messageResponse } },
  allChannels: { response: { 200: channelsResponse } },
  groupUserAdd: { body: groupUserAddRequest, response: { 200: messageResponse } },
  groupUsers: { params: groupParams, response: { 200: groupUsersResponse } },
  groupAdminSet: { params: groupUserParams, body: groupUserAdminRequest, response: { 200: messageResponse } },
  groupUserRemove: { params: groupUserParams, response: { 200: messageResponse } },

  embedCreate: {
    body: embedRequest,
    response: { 200: embedResponse, 400: embedErrorResponse.or(fieldErrorsResponse) },
  },
  embedView: { params: z.object({ embedId: z.string().max(200) }), response: {} },

  alerts: { response: { 200: alertsResponse } },
  alertCreate: { body: createAlertRequest, response: { 201: alertSchema } },
  alertUpdate: { body: updateAlertRequest, response: { 200: alertSchema } },
  alertDelete: { body: deleteAlertRequest, response: { 200: deleteAlertResponse } },
  alertFeedRotate: { body: deleteAlertRequest, response: { 200: alertSchema } },
  alertFeed: { params: tokenParams(200), response: {} },
  unsubscribePreview: { params: tokenParams(2000), response: {} },
  unsubscribe: { params: tokenParams(2000), response: {} },
} satisfies { [Name in ApiCallName]: CallSchemas };

export type ApiSchemas = typeof apiSchemas;
