/**
 * The queue options of a job that emails one message once (an invitation, a contact message),
 * which nothing else would send again: retried with backoff for hours, so that an SMTP outage
 * delays the email rather than losing it. The n-th retry comes 10 × 2^(n-1) seconds after the
 * failure (up to twice that: pg-boss adds some at random), so ten retries span three to six hours.
 */
export const EMAIL_RETRY = { retryLimit: 10, retryDelay: 10, retryBackoff: true } as const;
