/** Posts a message to a Slack incoming webhook; throws when Slack does not accept it. */
export async function postToSlack(webhookUrl: string, message: { text: string; blocks: unknown[] }) {
  const url = new URL(webhookUrl);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error('The Slack webhook must be an http(s) URL.');
  }
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(message),
    signal: AbortSignal.timeout(15_000),
  });
  if (!response.ok) {
    throw new Error(`Slack answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
  }
}
