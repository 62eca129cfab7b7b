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

/** Reads a response body up to `maxBytes`; a larger one is refused, not buffered. */
async function readCapped(response: Response, url: string, maxBytes: number): Promise<string> {
  const refuse = () =>
    new FeedFetchError(
      `${url} is larger than ${Math.round(maxBytes / 1_048_576)} MB (FEED_MAX_MEGABYTES); not read`,
    );
  const declared = Number(response.headers.get('content-length') ?? NaN);
  if (declared > maxBytes) {
    await response.body?.cancel();
    throw refuse();
  }
  if (!response.body) {
    return '';
  }
  const chunks: Uint8Array[] = [];
  let total = 0;
  // Leaving the loop early cancels the rest of the body.
  for await (const chunk of response.body as AsyncIterable<Uint8Array>) {
    total += chunk.byteLength;
    if (total > maxBytes) {
      throw refuse();
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export async function fetchFeed(
  url: string,
  validators: { etag: string | null; lastModified: string | null },
  limits: { timeoutMs: number; maxBytes: number },
): Promise<FeedFetch> {
  const { timeoutMs, maxBytes } = limits;
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
    body = await readCapped(response, url, maxBytes);
  } catch (error) {
    if (error instanceof FeedFetchError) {
      throw error;
    }
    const reason =
      (error as Error).name === 'TimeoutError'
        ? `no complete answer within ${Math.round(timeoutMs / 1000)} s`
        : (error as Error).message;
    throw new FeedFetchError(`Could not read ${url}: ${reason}`);
  }
  return {
    notModified: false,
    body,
    etag: response.headers.get('etag'),
    lastModified: response.headers.get('last-modified'),
  };
}
