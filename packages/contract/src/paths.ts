/**
 * Every API path of spec §7, in one place: the API table (api-calls.ts) gives each its method,
 * and tests name them. `:name` marks a path parameter, as the server's router writes it.
 */
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
  summary: '/user_auth/summary/:id',
  meetingStatus: '/api/meeting-status/',
  profiles: '/user_auth/profiles/',
  contact: '/user_auth/contact/',
  userGroupChannels: '/user_auth/user-group-channels/',
  groupChannel: '/user_auth/user-group-channels/:groupId/:channelId/',
  allChannels: '/user_auth/all-channels/',
  groupUser: '/user_auth/group-user/',
  groupUsers: '/user_auth/group/:id/users/',
  groupMember: '/user_auth/group/:id/user/:email/',
  embed: '/user_auth/embed/',
  embedView: '/embed/:embedId',
  alerts: '/user_auth/alerts/',
  alertFeed: '/api/alerts/feed/:token',
  alertFeedRotate: '/user_auth/alerts/rss/',
  unsubscribe: '/unsubscribe/:token',
} as const;

/** Cookie and header names of the CSRF scheme (DESIGN §5). */
export const CSRF_COOKIE = 'csrftoken';
export const CSRF_HEADER = 'X-CSRFToken';

export type PathValues = Readonly<Record<string, string | number>>;
export type QueryValues = Readonly<Record<string, string | number | undefined>>;

/**
 * A path with its `:name` parameters filled in and its query string added, every value
 * URL-encoded; a query value left undefined is left out.
 */
export function callPath(path: string, params: PathValues = {}, query: QueryValues = {}): string {
  const filled = path.replace(/:(\w+)/g, (_placeholder, name: string) => {
    const value = params[name];
    if (value === undefined) {
      throw new Error(`The path ${path} needs its parameter ${name}`);
    }
    return encodeURIComponent(value);
  });
  const pairs = Object.entries(query).flatMap(([name, value]) =>
    value === undefined ? [] : [`${encodeURIComponent(name)}=${encodeURIComponent(value)}`],
  );
  return pairs.length > 0 ? `${filled}?${pairs.join('&')}` : filled;
}

/** The paths of spec §7 that carry parameters. */
export const groupChannelPath = (groupId: number | string, channelId: number | string) =>
  callPath(apiPaths.groupChannel, { groupId, channelId });
export const groupUsersPath = (groupId: number | string) => callPath(apiPaths.groupUsers, { id: groupId });
export const groupUserPath = (groupId: number | string, email: string) =>
  callPath(apiPaths.groupMember, { id: groupId, email });
/** One meeting's summary (id: the video URL). */
export const summaryPath = (videoUrl: string) => callPath(apiPaths.summary, { id: videoUrl });
export const meetingStatusPath = (videoUrl: string) =>
  callPath(apiPaths.meetingStatus, {}, { video_url: videoUrl });
export const embedViewPath = (embedId: string) => callPath(apiPaths.embedView, { embedId });
