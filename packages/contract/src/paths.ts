/** Every API path of spec §7, in one place for the server routes and the web client. */
export const apiPaths = {
  tokenAuth: '/api/token-auth/',
  tokenVerify: '/api/token-verify/',
  tokenRefresh: '/api/token-refresh/',
  currentUser: '/user_auth/current_user/',
  loginSuccess: '/user_auth/login-success/',
  checkPassword: '/user_auth/check-password/',
  changePassword: '/user_auth/change-password/',
  requirePasswordChange: '/user_auth/require-password-change/',
  health: '/api/health',
  ready: '/api/ready',
  publicConfig: '/api/config',
  search: '/user_auth/search/',
  userLocalities: '/user_auth/user-localities/',
  alerts: '/user_auth/alerts/',
  alertFeed: '/api/alerts/feed/:token',
} as const;

/** Cookie and header names of the CSRF scheme (DESIGN §5). */
export const CSRF_COOKIE = 'csrftoken';
export const CSRF_HEADER = 'X-CSRFToken';
