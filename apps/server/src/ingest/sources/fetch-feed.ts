/** One conditional GET of a feed, with a time limit. */
export interface FeedFetch {
  notModified: boolean;
  body: string;
  etag: string | null;
  lastModified: string | null;
}

export class FeedFetchError extends Error {
  override name = 'FeedFetchError';
}

export async function fetchFeed(
  url: string,
  validators: { etag: string | null; lastModified: string | null },
  timeoutMs: number,
): Promise<FeedFetch> {
  const headers: Record<string, string> = {
    accept: 'application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.5',
    'user-agent': 'Gavel feed reader',
  };
  if (validators.etag) {
    headers['if-none-match'] = validators.etag;
  }
  if (validators.lastModified) {
    headers['if-modified-since'] = validators.lastModified;
  }
  let response: Response;
  try {
    response = await fetch(url, { headers, signal: AbortSignal.timeout(timeoutMs), redirect: 'follow' });
  } catch (error) {
    const reason =
      (error as Error).name === 'TimeoutError'
        ? `no answer within ${Math.round(timeoutMs / 1000)} s`
        : (error as Error).message;
    throw new FeedFetchError(`Could not fetch ${url}: ${reason}`);
  }
  if (response.status === 304) {
    await response.body?.cancel();
    return { notModified: true, body: '', etag: validators.etag, lastModified: validators.lastModified };
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new FeedFetchError(`Could not fetch ${url}: HTTP ${response.status}`);
  }
  let body: string;
  try {
    body = await response.text();
  } catch (error) {
    throw new FeedFetchError(`Could not read ${url}: ${(error as Error).message}`);
  }
  return {
    notModified: false,
    body,
    etag: response.headers.get('etag'),
    lastModified: response.headers.get('last-modified'),
  };
}
