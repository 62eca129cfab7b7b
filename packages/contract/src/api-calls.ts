import { apiPaths } from './paths.ts';

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Every call of the API (spec §7): its method and path. The server registers each of them and the
 * web app sends them from here. The schemas of each call are in api-schemas.ts, under the same
 * names; this half holds no schema, so the pages that load first stay without the schema library.
 */
export const apiCalls = {
  health: { method: 'GET', path: apiPaths.health },
  ready: { method: 'GET', path: apiPaths.ready },
  publicConfig: { method: 'GET', path: apiPaths.publicConfig },

  tokenAuth: { method: 'POST', path: apiPaths.tokenAuth },
  tokenVerify: { method: 'POST', path: apiPaths.tokenVerify },
  tokenRefresh: { method: 'POST', path: apiPaths.tokenRefresh },
  currentUser: { method: 'GET', path: apiPaths.currentUser },
  loginSuccess: { method: 'POST', path: apiPaths.loginSuccess },
  logout: { method: 'POST', path: apiPaths.logout },
  checkPassword: { method: 'POST', path: apiPaths.checkPassword },
  changePassword: { method: 'POST', path: apiPaths.changePassword },
  requirePasswordChange: { method: 'POST', path: apiPaths.requirePasswordChange },

  search: { method: 'POST', path: apiPaths.search },
  userLocalities: { method: 'GET', path: apiPaths.userLocalities },
  summary: { method: 'GET', path: apiPaths.summary },
  meetingStatus: { method: 'GET', path: apiPaths.meetingStatus },

  profile: { method: 'GET', path: apiPaths.profiles },
  profileUpdate: { method: 'PUT', path: apiPaths.profiles },
  contact: { method: 'POST', path: apiPaths.contact },

  groups: { method: 'GET', path: apiPaths.userGroupChannels },
  groupChannelsUpdate: { method: 'POST', path: apiPaths.userGroupChannels },
  groupChannelRemove: { method: 'DELETE', path: apiPaths.groupChannel },
  allChannels: { method: 'GET', path: apiPaths.allChannels },
  groupUserAdd: { method: 'POST', path: apiPaths.groupUser },
  groupUsers: { method: 'GET', path: apiPaths.groupUsers },
  groupAdminSet: { method: 'PUT', path: apiPaths.groupMember },
  groupUserRemove: { method: 'DELETE', path: apiPaths.groupMember },

  embedCreate: { method: 'POST', path: apiPaths.embed },
  embedView: { method: 'GET', path: apiPaths.embedView },

  alerts: { method: 'GET', path: apiPaths.alerts },
  alertCreate: { method: 'POST', path: apiPaths.alerts },
  alertUpdate: { method: 'PUT', path: apiPaths.alerts },
  alertDelete: { method: 'DELETE', path: apiPaths.alerts },
  alertFeedRotate: { method: 'POST', path: apiPaths.alertFeedRotate },
  alertFeed: { method: 'GET', path: apiPaths.alertFeed },
  unsubscribePreview: { method: 'GET', path: apiPaths.unsubscribe },
  unsubscribe: { method: 'POST', path: apiPaths.unsubscribe },
} as const satisfies Record<string, { method: ApiMethod; path: string }>;

export type ApiCalls = typeof apiCalls;
export type ApiCallName = keyof ApiCalls;

/** The `:name` parameters of a path, as a union of their names. */
export type PathParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;
