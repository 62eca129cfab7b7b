import { apiCalls } from './api-calls.ts';

/**
 * Every API path of spec §7 by name, as the API table (api-calls.ts) spells it; for tests and
 * scripts. A module of its own, which the web app does not load.
 */
export const apiPaths = {
  tokenAuth: apiCalls.tokenAuth.path,
  tokenVerify: apiCalls.tokenVerify.path,
  tokenRefresh: apiCalls.tokenRefresh.path,
  currentUser: apiCalls.currentUser.path,
  loginSuccess: apiCalls.loginSuccess.path,
  logout: apiCalls.logout.path,
  checkPassword: apiCalls.checkPassword.path,
  changePassword: apiCalls.changePassword.path,
  requirePasswordChange: apiCalls.requirePasswordChange.path,
  health: apiCalls.health.path,
  ready: apiCalls.ready.path,
  publicConfig: apiCalls.publicConfig.path,
  search: apiCalls.search.path,
  userLocalities: apiCalls.userLocalities.path,
  summary: apiCalls.summary.path,
  meetingStatus: apiCalls.meetingStatus.path,
  profiles: apiCalls.profile.path,
  contact: apiCalls.contact.path,
  userGroupChannels: apiCalls.groups.path,
  groupChannel: apiCalls.groupChannelRemove.path,
  allChannels: apiCalls.allChannels.path,
  groupUser: apiCalls.groupUserAdd.path,
  groupUsers: apiCalls.groupUsers.path,
  groupMember: apiCalls.groupAdminSet.path,
  embed: apiCalls.embedCreate.path,
  embedView: apiCalls.embedView.path,
  alerts: apiCalls.alerts.path,
  alertFeed: apiCalls.alertFeed.path,
  alertFeedRotate: apiCalls.alertFeedRotate.path,
  unsubscribe: apiCalls.unsubscribe.path,
} as const;
