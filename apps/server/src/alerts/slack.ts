import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

export const SLACK_WEBHOOK_INVALID = 'Enter a Slack webhook URL that starts with https://hooks.slack.com/.';

/**
 * Where digests may be posted: https URLs of these hosts, resolving to public addresses only.
 * `allowLoopback` (tests only, see config.ts) also accepts http and loopback receivers.
 */
export interface SlackWebhookPolicy {
  hosts: readonly string[];
  allowLoopback: boolean;
}

let policy: SlackWebhookPolicy = { hosts: ['hooks.slack.com'], allowLoopback: false };

/** Set once at start-up from the settings (SLACK_WEBHOOK_HOSTS). */
export function configureSlackWebhooks(next: SlackWebhookPolicy): void {
  policy = next;
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);

/** Why a webhook URL is not acceptable, or undefined when it is. Checked on the profile form. */
export function slackWebhookProblem(webhookUrl: string): string | undefined {
  if (!URL.canParse(webhookUrl)) {
    return SLACK_WEBHOOK_INVALID;
  }
  const url = new URL(webhookUrl);
  const loopback = policy.allowLoopback && LOOPBACK_HOSTS.has(url.hostname);
  if (loopback) {
    return url.protocol === 'http:' || url.protocol === 'https:' ? undefined : SLACK_WEBHOOK_INVALID;
  }
  if (url.protocol !== 'https:' || url.username || url.password || !policy.hosts.includes(url.hostname)) {
    return SLACK_WEBHOOK_INVALID;
  }
  return undefined;
}

/** Addresses that are not the public internet: loopback, private, link-local, CGNAT, multicast... */
const NON_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const) {
  NON_PUBLIC.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 127],
  ['64:ff9b::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  NON_PUBLIC.addSubnet(network, prefix, 'ipv6');
}

export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  return family !== 0 && !NON_PUBLIC.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * Posts a message to a Slack incoming webhook; throws when the URL is not allowed, when its host
 * resolves to a non-public address, or when Slack does not accept it. Redirects are not followed.
 */
export async function postToSlack(webhookUrl: string, message: { text: string; blocks: unknown[] }) {
  const problem = slackWebhookProblem(webhookUrl);
  if (problem) {
    throw new Error(`The Slack webhook is not allowed: ${problem}`);
  }
  const url = new URL(webhookUrl);
  if (!(policy.allowLoopback && LOOPBACK_HOSTS.has(url.hostname))) {
    const addresses = await lookup(url.hostname.replace(/^\[|\]$/g, ''), { all: true });
    const refused = addresses.find((entry) => !isPublicAddress(entry.address));
    if (addresses.length === 0 || refused) {
      throw new Error(
        `The Slack webhook host resolves to a non-public address (${refused?.address ?? 'none'}).`,
      );
    }
  }
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(message),
    redirect: 'manual',
    signal: AbortSignal.timeout(15_000),
  });
  if (!response.ok) {
    throw new Error(`Slack answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
  }
}
