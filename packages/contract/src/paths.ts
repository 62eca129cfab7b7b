/** Every API path of spec §7, in one place for the server routes and the web client. */
export const apiPaths = {
  tokenAuth: '/api/token-auth/',
  tokenVerify: '/api/token-verify/',
  tokenRefresh: '/api/token-refresh/',
  currentUser: '/user_auth/current_user/',
  loginSuccess: '/user_auth/login-success/',
  logout: '/user_auth/logout/',
  checkPassword: '/user_auth/check-password/',
  changePassword: '/user_auth/change-password/',
  requirePasswordChange: '/user_auth/require-password-change/',
  health: '/api/health',
  ready: '/api/ready',
  publicConfig: '/api/config',
  search: '/user_auth/search/',
  userLocalities: '/user_auth/user-localities/',
  profiles: '/user_auth/profiles/',
  contact: '/user_auth/contact/',
  userGroupChannels: '/user_auth/user-group-channels/',
  allChannels: '/user_auth/all-channels/',
  groupUser: '/user_auth/group-user/',
  alerts: '/user_auth/alerts/',
  alertFeed: '/api/alerts/feed/:token',
  alertFeedRotate: '/user_auth/alerts/rss/',
} as const;

/** Cookie and header names of the CSRF scheme (DESIGN §5). */
export const CSRF_COOKIE = 'csrftoken';
export const CSRF_HEADER = 'X-CSRFToken';

/** The paths of spec §7 that carry parameters. */
export const groupChannelPath = (groupId: number | string, channelId: number | string) =>
  `/user_auth/user-group-channels/${groupId}/${channelId}/`;
export const groupUsersPath = (groupId: number | string) => `/user_auth/group/${groupId}/users/`;
export const groupUserPath = (groupId: number | string, email: string) =>
  `/user_auth/group/${groupId}/user/${encodeURIComponent(email)}/`;
