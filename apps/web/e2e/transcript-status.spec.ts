import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { APIRequestContext } from '@playwright/test';
import { stopEmbeddedPostgres } from '../../server/src/db/embedded-postgres.ts';
import { serverEnv } from '../playwright.config.ts';
import { blockVideoPlatforms, expect, test } from './fixtures.ts';

/**
 * Meetings whose transcripts are not ready, as a newsroom sees them: one being transcribed (its
 * media server is slow), one failed (its media is over the size limit). They live on a Gavel of
 * their own, with its own database, so that the shared server keeps exactly the demo meetings.
 */

const run = promisify(execFile);
const serverDir = join(import.meta.dirname, '..', '..', 'server', 'src');

let media: Server;
let mediaUrl = '';
const open = new Set<ServerResponse>();
let gavel: ChildProcess | undefined;
let base = '';
let env: Record<string, string> = {};

const RUNNING = () => `${mediaUrl}/media/regular.mp4`;
const FAILED = () => `${mediaUrl}/media/special.mp4`;

/** Whether the feed lists the meeting being transcribed yet (it holds up the worker's transcription). */
let listsRegular = false;

function feed(): string {
  const now = new Date().toUTCString();
  const regular = `<item><title>Harbor Town Council Regular Meeting</title><link>${RUNNING()}</link>
<pubDate>${now}</pubDate><enclosure url="${RUNNING()}" length="0" type="video/mp4"/>
<itunes:duration>1:02:03</itunes:duration></item>`;
  return `<?xml version="1.0" encoding="utf-8"?>
<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd"><channel><title>Harbor Town</title>
${listsRegular ? regular : ''}
<item><title>Harbor Town Council Special Meeting</title><link>${FAILED()}</link><pubDate>${now}</pubDate>
<enclosure url="${FAILED()}" length="0" type="video/mp4"/></item>
</channel></rss>`;
}

const cli = (...args: string[]) =>
  run(process.execPath, [join(serverDir, 'cli', 'main.ts'), ...args], {
    env: { ...process.env, ...env, LOG_LEVEL: 'warn' },
  });

async function status(request: APIRequestContext, videoUrl: string) {
  const response = await request.get(`${base}/api/meeting-status/?video_url=${encodeURIComponent(videoUrl)}`);
  return response.ok() ? ((await response.json()) as { status: string }).status : `HTTP ${response.status()}`;
}

/** A user who has chosen their own password, signed in on the second Gavel. */
async function signedInToken(request: APIRequestContext): Promise<string> {
  const email = `status-${Date.now()}@example.com`;
  await cli('create-user', '--email', email, '--password', 'temporary-password-1');
  const headers = { cookie: 'csrftoken=e2e', 'x-csrftoken': 'e2e' };
  const post = async (path: string, data: unknown, token?: string) => {
    const response = await request.post(`${base}${path}`, {
      data,
      headers: { ...headers, ...(token ? { authorization: `Token ${token}` } : {}) },
    });
    expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
    return (await response.json()) as { token?: string };
  };
  const first = await post('/api/token-auth/', { username: email, password: 'temporary-password-1' });
  const own = 'harbor-town-own-password-9';
  const changed = await post(
    '/user_auth/require-password-change/',
    { new_password: own, confirm_password: own },
    first.token,
  );
  await post('/user_auth/login-success/', {}, changed.token);
  return changed.token ?? '';
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  test.setTimeout(180_000);
  media = createServer((req, res) => {
    open.add(res);
    res.on('close', () => open.delete(res));
    if (req.url === '/feed.xml') {
      res.writeHead(200, { 'content-type': 'application/rss+xml' }).end(feed());
    } else if (req.url === '/media/regular.mp4') {
      // A slow server: the file is announced, a little comes, then a byte now and then.
      res.writeHead(200, { 'content-type': 'video/mp4', 'content-length': String(50 * 1_048_576) });
      res.write(Buffer.alloc(1024));
      const drip = setInterval(() => res.write(Buffer.alloc(1)), 1000);
      res.on('close', () => clearInterval(drip));
    } else if (req.url === '/media/special.mp4') {
      res.writeHead(200, { 'content-type': 'video/mp4', 'content-length': String(9 * 1024 * 1_048_576) });
      res.end();
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => media.listen(0, '127.0.0.1', resolve));
  const address = media.address();
  mediaUrl = `http://127.0.0.1:${address && typeof address === 'object' ? address.port : 0}`;

  const port = Number(serverEnv.PORT) + 1;
  base = `http://127.0.0.1:${port}`;
  env = {
    ...serverEnv,
    PORT: String(port),
    PUBLIC_URL: base,
    EMBEDDED_PG_PORT: String(Number(serverEnv.EMBEDDED_PG_PORT) + 1),
    DATA_DIR: await mkdtemp(join(tmpdir(), 'gavel-e2e-status-')),
    SEED_DEMO: 'false',
    POLL_TICK_SECONDS: '1',
    MEDIA_STALL_SECONDS: '600',
  };
  gavel = spawn(process.execPath, [join(serverDir, 'main.ts'), '--service', 'all'], {
    env: { ...process.env, ...env },
    stdio: 'ignore',
  });
  await expect
    .poll(async () => (await request.get(`${base}/api/ready`).catch(() => undefined))?.status(), {
      timeout: 120_000,
    })
    .toBe(200);
  await cli('create-group', '--name', 'Harbor Desk');
  await cli(
    'add-channel',
    '--name',
    'Harbor Town Council',
    '--locality',
    'Harbor Town',
    '--state',
    'ME',
    '--platform',
    'rss',
    '--source',
    `${mediaUrl}/feed.xml`,
    '--group',
    'Harbor Desk',
  );
  // The worker polls the new channel at its next tick and fails the meeting whose media is too
  // large; then the feed lists a second meeting, whose download goes on and on.
  await expect.poll(() => status(request, FAILED()), { timeout: 60_000 }).toBe('failed');
  listsRegular = true;
  await cli('poll-now');
  await expect.poll(() => status(request, RUNNING()), { timeout: 60_000 }).toBe('processing');
});

test.afterAll(async () => {
  for (const res of open) {
    res.destroy();
  }
  media.closeAllConnections();
  await new Promise<void>((resolve) => media.close(() => resolve()));
  if (gavel && gavel.exitCode === null) {
    const exited = new Promise((resolve) => gavel?.once('exit', resolve));
    gavel.kill('SIGTERM');
    await exited;
  }
  await stopEmbeddedPostgres(env['DATA_DIR'] ?? '');
  await rm(env['DATA_DIR'] ?? '', { recursive: true, force: true });
});

test.beforeEach(({ context }) => blockVideoPlatforms(context));

test('the drawer says a meeting is being transcribed, or why its transcription failed', async ({
  page,
  request,
}) => {
  const token = await signedInToken(request);
  await page.addInitScript((value) => window.localStorage.setItem('token', value), token);
  await page.goto(`${base}/search`);
  const latest = page.getByRole('region', { name: 'LATEST MEETINGS' });

  await latest.getByRole('button', { name: /Harbor Town Council Regular Meeting/ }).click();
  let drawer = page.getByRole('dialog');
  await expect(drawer.getByText('This meeting is being transcribed (0 %)')).toBeVisible();
  // The length the feed gave, not 00:00:00.
  await expect(drawer.getByText('Total time: 01:02:03')).toBeVisible();
  await expect(drawer.getByText('No transcript available')).toHaveCount(0);
  await drawer.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await latest.getByRole('button', { name: /Harbor Town Council Special Meeting/ }).click();
  drawer = page.getByRole('dialog');
  await expect(
    drawer.getByText(
      'Transcription failed: The media is larger than the 8192.0 MB allowed (MEDIA_MAX_MEGABYTES).',
    ),
  ).toBeVisible();
  // The feed gave no length: none is shown rather than 00:00:00.
  await expect(drawer.getByText(/^Total time:/)).toHaveCount(0);
});

test('the direct transcript page says the same to a visitor', async ({ page }) => {
  await page.goto(`${base}/transcript/${encodeURIComponent(FAILED())}`);
  await expect(page.getByRole('heading', { name: 'Harbor Town Council Special Meeting' })).toBeVisible();
  await expect(page.getByText('Harbor Town, ME')).toBeVisible();
  await expect(
    page.getByText(
      'Transcription failed: The media is larger than the 8192.0 MB allowed (MEDIA_MAX_MEGABYTES).',
    ),
  ).toBeVisible();
  await page.goto(`${base}/transcript/${encodeURIComponent(RUNNING())}`);
  await expect(page.getByText('This meeting is being transcribed (0 %)')).toBeVisible();
  await expect(page.getByText('Total time: 01:02:03')).toBeVisible();
});

test('any link to a video opens its meeting: imported from a youtu.be link, opened from a shorts link', async ({
  page,
}) => {
  const file = join(env['DATA_DIR'] ?? '', 'meeting.jsonl');
  await writeFile(
    file,
    `${JSON.stringify({
      title: 'Harbor Town Council Budget Hearing',
      date: new Date().toISOString().slice(0, 10),
      video_url: 'https://youtu.be/hbrTwnBdg01?si=shared',
      segments: [
        { start: 0, text: 'The budget hearing will come to order.' },
        { start: 6, text: 'The harbor dredging line is first.' },
      ],
    })}\n`,
  );
  await cli('import', '--channel', 'Harbor Town Council', file);
  await page.goto(
    `${base}/transcript/${encodeURIComponent('https://www.youtube.com/shorts/hbrTwnBdg01?feature=share')}`,
  );
  await expect(page).toHaveURL(
    `${base}/transcript/${encodeURIComponent('https://www.youtube.com/watch?v=hbrTwnBdg01')}`,
  );
  await expect(page.getByRole('heading', { name: 'Harbor Town Council Budget Hearing' })).toBeVisible();
  await expect(page.getByText('The harbor dredging line is first.')).toBeVisible();
});
