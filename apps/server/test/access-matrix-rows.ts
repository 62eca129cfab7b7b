import {
  groupChannelPath,
  groupUserPath,
  groupUsersPath,
  meetingStatusPath,
  meetingTranscriptRequest,
  newSearchRequest,
  summaryPath,
  type SearchRequest,
} from '@gavel/contract';

/**
 * Every route of the API for every kind of caller, as a table of the exact status each caller
 * gets: what spec §6, DESIGN §4/§5 and docs/decisions.md allow, and nothing more. Any cell that
 * changes fails the test, and so does a route of the API without a row (a new route cannot ship
 * without deciding who may call it). Some routes have several rows, one per kind of request
 * (a visitor's transcript read and a search across meetings are not the same call).
 */
export const ROLES = [
  'visitor',
  'temporary password',
  'in no group',
  'group member',
  'group admin',
  "another group's admin",
  'revoked token',
  'expired token',
] as const;
export type Role = (typeof ROLES)[number];

export interface Fixture {
  ledgerId: number;
  fairviewId: number;
  spareId: number;
  /** A meeting of the Ledger's channel (Fairview). */
  meetingUrl: string;
  /** A meeting of the Gazette's channel (Millbrook): outside the Ledger's scope. */
  gazetteMeetingUrl: string;
  embedId: string;
}

interface Row {
  /**
   * The status each caller gets, in the order of ROLES: visitor, temporary password, in no group,
   * group member, group admin, another group's admin, revoked token, expired token.
   */
  expect: string;
  /** The call carries the caller's token in its body rather than its header. */
  tokenInBody?: true;
  /**
   * The request; `token` is the caller's token, for calls that carry it in the body. Without it,
   * the call is the route's own path, with no body.
   */
  request?: (f: Fixture, token: string) => Call;
}

interface Call {
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
}

const transcriptOf = (url: string, extra: Partial<SearchRequest> = {}) =>
  meetingTranscriptRequest(url, extra);
const xhr = { 'x-requested-with': 'XMLHttpRequest' };

// Each row's statuses: visitor, temporary password, in no group, group member, group admin,
// another group's admin, revoked token, expired token.
export const MATRIX: Record<string, Row> = {
  'GET /api/health': { expect: '200 200 200 200 200 200 200 200' },
  'GET /api/ready': { expect: '200 200 200 200 200 200 200 200' },
  'GET /api/config': { expect: '200 200 200 200 200 200 200 200' },
  // Signing in answers the same whoever asks: the credentials are in the body.
  'POST /api/token-auth/': {
    expect: '400 400 400 400 400 400 400 400',
    request: () => ({
      url: '/api/token-auth/',
      payload: { username: 'nobody@example.org', password: 'wrong password' },
    }),
  },
  // The token travels in the body: a valid one verifies; an expired one still refreshes within
  // the refresh window; a revoked one does neither. The forced-change screen verifies and
  // refreshes its temporary-password token too.
  'POST /api/token-verify/': {
    expect: '401 200 200 200 200 200 401 401',
    tokenInBody: true,
    request: (_f, token) => ({ url: '/api/token-verify/', payload: { token } }),
  },
  'POST /api/token-refresh/': {
    expect: '401 200 200 200 200 200 401 200',
    tokenInBody: true,
    request: (_f, token) => ({ url: '/api/token-refresh/', payload: { token } }),
  },
  // The forced-change screen's calls: open to a temporary-password session.
  'POST /user_auth/check-password/': {
    expect: '401 200 200 200 200 200 401 401',
    request: () => ({ url: '/user_auth/check-password/', payload: { password: 'a candidate password' } }),
  },
  'GET /user_auth/current_user/': { expect: '401 200 200 200 200 200 401 401' },
  'POST /user_auth/require-password-change/': {
    expect: '401 400 400 400 400 400 401 401',
    request: () => ({
      url: '/user_auth/require-password-change/',
      payload: { new_password: 'a new long password 1', confirm_password: 'a different one' },
    }),
  },
  // Everything else refuses a temporary-password session (403) until the password is changed.
  'POST /user_auth/login-success/': { expect: '401 403 200 200 200 200 401 401' },
  'POST /user_auth/change-password/': {
    expect: '401 403 400 400 400 400 401 401',
    request: () => ({
      url: '/user_auth/change-password/',
      payload: {
        current_password: 'not the current password',
        new_password: 'a new long password 1',
        confirm_password: 'a new long password 1',
      },
    }),
  },
  // Search: a visitor reads one meeting named by a non-blank video URL, nothing else; reading a
  // meeting by URL ignores group scope (a relevance filter), so it is the same signed in or out.
  'POST /user_auth/search/ · one meeting by its video URL': {
    expect: '200 403 200 200 200 200 401 401',
    request: (f) => ({ url: '/user_auth/search/', payload: transcriptOf(f.meetingUrl) }),
  },
  "POST /user_auth/search/ · another group's meeting by its video URL": {
    expect: '200 403 200 200 200 200 401 401',
    request: (f) => ({ url: '/user_auth/search/', payload: transcriptOf(f.gazetteMeetingUrl) }),
  },
  'POST /user_auth/search/ · words within one meeting': {
    expect: '200 403 200 200 200 200 401 401',
    request: (f) => ({
      url: '/user_auth/search/',
      payload: transcriptOf(f.meetingUrl, { searchTerm: 'order' }),
    }),
  },
  'POST /user_auth/search/ · across meetings': {
    expect: '401 403 200 200 200 200 401 401',
    request: () => ({ url: '/user_auth/search/', payload: newSearchRequest({ searchTerm: 'order' }) }),
  },
  'POST /user_auth/search/ · a blank video URL': {
    expect: '401 403 200 200 200 200 401 401',
    request: () => ({ url: '/user_auth/search/', payload: transcriptOf(' ', { searchTerm: 'order' }) }),
  },
  'POST /user_auth/search/ · two video URLs': {
    expect: '401 403 200 200 200 200 401 401',
    request: (f) => ({
      url: '/user_auth/search/',
      payload: newSearchRequest({
        filters: [{ field: 'video_url', values: [f.meetingUrl, f.gazetteMeetingUrl], type: 'all' }],
      }),
    }),
  },
  'GET /user_auth/user-localities/': { expect: '401 403 200 200 200 200 401 401' },
  // Summaries: any signed-in user, any meeting (what its public transcript page shows).
  'GET /user_auth/summary/{id}': {
    expect: '401 403 200 200 200 200 401 401',
    request: (f) => ({ url: `${summaryPath(f.meetingUrl)}?searchTerm=` }),
  },
  "GET /user_auth/summary/{id} · another group's meeting": {
    expect: '401 403 200 200 200 200 401 401',
    request: (f) => ({ url: `${summaryPath(f.gazetteMeetingUrl)}?searchTerm=` }),
  },
  'GET /user_auth/summary/{id} · no such meeting': {
    expect: '401 403 404 404 404 404 401 401',
    request: () => ({ url: summaryPath('https://www.youtube.com/watch?v=nosuchmeet') }),
  },
  // Where a meeting's transcript stands: public, like the transcript page.
  'GET /api/meeting-status/': {
    expect: '200 200 200 200 200 200 200 200',
    request: (f) => ({ url: meetingStatusPath(f.gazetteMeetingUrl) }),
  },
  'GET /api/meeting-status/ · no such meeting': {
    expect: '404 404 404 404 404 404 404 404',
    request: () => ({ url: meetingStatusPath('https://www.youtube.com/watch?v=nosuchmeet') }),
  },
  'GET /user_auth/profiles/': { expect: '401 403 200 200 200 200 401 401' },
  'PUT /user_auth/profiles/': {
    expect: '401 403 200 200 200 200 401 401',
    request: () => ({
      url: '/user_auth/profiles/',
      payload: {
        first_name: 'Pat',
        last_name: 'Reporter',
        email_account: '',
        slack_account: '',
        frequency: 'Daily',
        channel: 'Email',
        day: null,
        time: '08:00 AM',
        timezone: 'US/Eastern',
      },
    }),
  },
  'POST /user_auth/contact/': {
    expect: '401 403 201 201 201 201 401 401',
    request: () => ({
      url: '/user_auth/contact/',
      payload: { formType: 'newLocality', localityName: 'Springfield' },
    }),
  },
  // Groups: the list shows the groups the caller administers (empty for others); every change
  // and every member list needs the admin flag of the group it names (403 otherwise, the same
  // whether the group exists or not).
  'GET /user_auth/user-group-channels/': { expect: '401 403 200 200 200 200 401 401' },
  'GET /user_auth/all-channels/': { expect: '401 403 200 200 200 200 401 401' },
  'POST /user_auth/user-group-channels/': {
    expect: '401 403 403 403 201 403 401 401',
    request: (f) => ({
      url: '/user_auth/user-group-channels/',
      payload: { group_id: f.ledgerId, channels: [f.fairviewId, f.spareId] },
    }),
  },
  'DELETE /user_auth/user-group-channels/{groupId}/{channelId}/': {
    expect: '401 403 403 403 200 403 401 401',
    request: (f) => ({ url: groupChannelPath(f.ledgerId, f.spareId) }),
  },
  'GET /user_auth/group/{id}/users/': {
    expect: '401 403 403 403 200 403 401 401',
    request: (f) => ({ url: groupUsersPath(f.ledgerId) }),
  },
  'GET /user_auth/group/{id}/users/ · a group that does not exist': {
    expect: '401 403 403 403 403 403 401 401',
    request: () => ({ url: groupUsersPath(2_000_000) }),
  },
  'POST /user_auth/group-user/': {
    expect: '401 403 403 403 200 403 401 401',
    request: (f) => ({
      url: '/user_auth/group-user/',
      payload: { group_id: f.ledgerId, email: 'extra@ledger.example' },
    }),
  },
  'PUT /user_auth/group/{id}/user/{email}/': {
    expect: '401 403 403 403 200 403 401 401',
    request: (f) => ({ url: groupUserPath(f.ledgerId, 'extra@ledger.example'), payload: { is_admin: true } }),
  },
  'DELETE /user_auth/group/{id}/user/{email}/': {
    expect: '401 403 403 403 200 403 401 401',
    request: (f) => ({ url: groupUserPath(f.ledgerId, 'extra@ledger.example') }),
  },
  // Alerts: each user's own (another user's alert id is a 404, see the alerts tests).
  'GET /user_auth/alerts/': { expect: '401 403 200 200 200 200 401 401' },
  'POST /user_auth/alerts/': {
    expect: '401 403 201 201 201 201 401 401',
    request: () => ({
      url: '/user_auth/alerts/',
      payload: { keywords: ['zoning'], locality: [''], state: [''] },
    }),
  },
  'PUT /user_auth/alerts/': {
    expect: '401 403 404 404 404 404 401 401',
    request: () => ({
      url: '/user_auth/alerts/',
      payload: { id: 2_000_000, keywords: ['zoning'], locality: [''], state: [''], is_notifying: true },
    }),
  },
  'DELETE /user_auth/alerts/': {
    expect: '401 403 404 404 404 404 401 401',
    request: () => ({ url: '/user_auth/alerts/', payload: { id: 2_000_000 } }),
  },
  'POST /user_auth/alerts/rss/': {
    expect: '401 403 404 404 404 404 401 401',
    request: () => ({ url: '/user_auth/alerts/rss/', payload: { id: 2_000_000 } }),
  },
  // The private feed: the unguessable token in the path is the credential.
  'GET /api/alerts/feed/{token}': {
    expect: '404 404 404 404 404 404 404 404',
    request: () => ({ url: '/api/alerts/feed/unknown-feed-token' }),
  },
  // Embeds: creating one needs an account and may quote any meeting; reading one needs nothing.
  'POST /user_auth/embed/': {
    expect: '401 403 200 200 200 200 401 401',
    request: (f) => ({
      url: '/user_auth/embed/',
      payload: {
        video_url: f.meetingUrl,
        start_time: '00:00:00',
        end_time: null,
        segments: [{ timestamp: '00:00:00', text: 'I call this meeting to order.' }],
      },
    }),
  },
  "POST /user_auth/embed/ · another group's meeting": {
    expect: '401 403 200 200 200 200 401 401',
    request: (f) => ({
      url: '/user_auth/embed/',
      payload: {
        video_url: f.gazetteMeetingUrl,
        start_time: '00:00:00',
        end_time: null,
        segments: [{ timestamp: '00:00:00', text: 'The board will come to order.' }],
      },
    }),
  },
  'GET /embed/{embedId}': {
    expect: '200 200 200 200 200 200 200 200',
    request: (f) => ({ url: `/embed/${f.embedId}`, headers: xhr }),
  },
  'GET /embed/{embedId} · no such excerpt': {
    expect: '404 404 404 404 404 404 404 404',
    request: () => ({ url: '/embed/AAAAAAAAAAAAAAAAAAAAAA', headers: xhr }),
  },
  // An email's unsubscribe link: its signed token is the only credential (a bad one changes nothing).
  'GET /unsubscribe/{token}': {
    expect: '400 400 400 400 400 400 400 400',
    request: () => ({ url: '/unsubscribe/not-a-token' }),
  },
  'POST /unsubscribe/{token}': {
    expect: '400 400 400 400 400 400 400 400',
    request: () => ({ url: '/unsubscribe/not-a-token' }),
  },
  // Last: signing out revokes the caller's tokens (the forced-change screen may sign out).
  'POST /user_auth/logout/': { expect: '401 200 200 200 200 200 401 401' },
};

/** The route a row is about: its key up to the kind of request. */
export const routeOf = (key: string) => key.split(' · ')[0] ?? key;

/** The call a row makes for a caller with this token. */
export function callOf(key: string, row: Row, fixture: Fixture, token: string): Call {
  return row.request ? row.request(fixture, token) : { url: routeOf(key).split(' ')[1] ?? '' };
}
