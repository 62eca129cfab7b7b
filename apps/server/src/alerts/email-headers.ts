import { randomBytes } from 'node:crypto';
import { signUnsubscribeToken } from './unsubscribe-token.ts';

/** The one-click unsubscribe link of a token, on the public URL. */
export function unsubscribeLink(publicUrl: string, token: string): string {
  return `${publicUrl}/unsubscribe/${token}`;
}

/**
 * The headers every alert email carries: a one-click unsubscribe (RFC 8058) for the alerts it
 * answers, the list it belongs to, a mark that it was sent by a machine (RFC 3834, so that
 * out-of-office replies stay quiet), and a Message-ID on the public URL's domain.
 */
export function alertEmailHeaders(options: {
  secret: Uint8Array;
  publicUrl: string;
  productName: string;
  userId: number;
  alertIds: number[];
  now?: Date;
}): { headers: Record<string, string>; messageId: string } {
  const { secret, publicUrl, productName, userId, alertIds } = options;
  const now = options.now ?? new Date();
  const host = new URL(publicUrl).hostname;
  const token = signUnsubscribeToken(secret, {
    userId,
    alertIds,
    issuedAt: Math.floor(now.getTime() / 1000),
  });
  return {
    headers: {
      'List-Unsubscribe': `<${unsubscribeLink(publicUrl, token)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      'List-Id': `${productName} alerts <alerts.${host}>`,
      'Auto-Submitted': 'auto-generated',
    },
    messageId: `<${now.getTime().toString(36)}.${randomBytes(9).toString('base64url')}@${host}>`,
  };
}
