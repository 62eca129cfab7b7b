export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Every call of the API (spec §7): its method and path (`:name` marks a path parameter, as the
 * server’s router writes it). The server registers each of them and the
 * web app sends them from here. The schemas of each call are in api-schemas.ts, under the same
 * names; this half holds no schema, so the pages that load first stay without the schema library.
 */
export const apiCalls = {
  health: { method: 'GET', path: '/api/health' },
  ready: { method: 'GET', path: '/api/ready' },
  publicConfig: { method: 'GET', path: '/api/config' },

  tokenAuth: { method: 'POST', path: '/api/token-auth/' },
  tokenVerify: { method: 'POST', path: '/api/token-verify/' },
  tokenRefresh: { method: 'POST', path: '/api/token-refresh/' },
  currentUser: { method: 'GET', path: '/user_auth/current_user/' },
  loginSuccess: { method: 'POST', path: '/user_auth/login-success/' },
  logout: { method: 'POST', path: '/user_auth/logout/' },
  checkPassword: { method: 'POST', path: '/user_auth/check-password/' },
  changePassword: { method: 'POST', path: '/user_auth/change-password/' },
  requirePasswordChange: { method: 'POST', path: '/user_auth/require-password-change/' },

  search: { method: 'POST', path: '/user_auth/search/' },
  userLocalities: { method: 'GET', path: '/user_auth/user-localities/' },
  summary: { method: 'GET', path: '/user_auth/summary/:id' },
  meetingStatus: { method: 'GET', path: '/api/meeting-status/' },

  profile: { method: 'GET', path: '/user_auth/profiles/' },
  profileUpdate: { method: 'PUT', path: '/user_auth/profiles/' },
  contact: { method: 'POST', path: '/user_auth/contact/' },

  groups: { method: 'GET', path: '/user_auth/user-group-channels/' },
  groupChannelsUpdate: { method: 'POST', path: '/user_auth/user-group-channels/' },
  groupChannelRemove: { method: 'DELETE', path: '/user_auth/user-group-channels/:groupId/:channelId/' },
  allChannels: { method: 'GET', path: '/user_auth/all-channels/' },
  groupUserAdd: { method: 'POST', path: '/user_auth/group-user/' },
  groupUsers: { method: 'GET', path: '/user_auth/group/:id/users/' },
  groupAdminSet: { method: 'PUT', path: '/user_auth/group/:id/user/:email/' },
  groupUserRemove: { method: 'DELETE', path: '/user_auth/group/:id/user/:email/' },

  embedCreate: { method: 'POST', path: '/user_auth/embed/' },
  embedView: { method: 'GET', path: '/embed/:embedId' },

  alerts: { method: 'GET', path: '/user_auth/alerts/' },
  alertCreate: { method: 'POST', path: '/user_auth/alerts/' },
  alertUpdate: { method: 'PUT', path: '/user_auth/alerts/' },
  alertDelete: { method: 'DELETE', path: '/user_auth/alerts/' },
  alertFeedRotate: { method: 'POST', path: '/user_auth/alerts/rss/' },
  alertFeed: { method: 'GET', path: '/api/alerts/feed/:token' },
  unsubscribePreview: { method: 'GET', path: '/unsubscribe/:token' },
  unsubscribe: { method: 'POST', path: '/unsubscribe/:token' },
} as const satisfies Record<string, { method: ApiMethod; path: string }>;

export type ApiCalls = typeof apiCalls;
export type ApiCallName = keyof ApiCalls;

/** The `:name` parameters of a path, as a union of their names. */
export type PathParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;
