import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { z } from 'zod';

/** The product's name, in emails, feeds and pages. */
export const PRODUCT_NAME = 'Gavel';

/**
 * The only reader of process.env. Every setting is documented in .env.example and the README;
 * loadConfig fails listing every problem at once.
 */
const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const optionalUrl = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z.url({ message: 'must be a URL' }).optional(),
);

/**
 * Trusts the nearest `hops` proxies: hop 0 is the connection's peer, then X-Forwarded-For from
 * the right. The client is the first address not trusted.
 */
function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  PUBLIC_URL: optionalUrl,
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalUrl,
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).default(54329),
  EMBEDDED_PG_SHARED_BUFFERS: z
    .string()
    .regex(/^\d+(kB|MB|GB)$/, { message: 'must be a size such as 512MB or 2GB' })
    .default('512MB'),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  SECRET_KEY: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.string().min(32, { message: 'must be at least 32 characters' }).optional(),
  ),
  TOKEN_TTL_SECONDS: z.coerce.number().int().min(10).default(3600),
  TOKEN_REFRESH_WINDOW_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .default(7 * 24 * 3600),
  SIGN_IN_LIMIT_PER_IP: z.coerce.number().int().min(1).default(20),
  SIGN_IN_LIMIT_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
  SIGN_IN_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(900),
  TEMPORARY_PASSWORD_DAYS: z.coerce.number().min(0.001).max(365).default(7),
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, context) => {
      const text = value.trim().toLowerCase();
      if (['false', 'no', '0', ''].includes(text)) {
        return false as const;
      }
      // `true` trusts exactly one proxy (the load balancer in front), never the whole chain.
      if (['true', 'yes'].includes(text)) {
        return trustHops(1);
      }
      if (/^\d+$/.test(text)) {
        return trustHops(Number(text));
      }
      const ranges = text.split(',').map((range) => range.trim());
      if (
        ranges.every(
          (range) => /^[0-9a-f.:]+(\/\d{1,3})?$/.test(range) && isIP(range.split('/')[0] ?? '') !== 0,
        )
      ) {
        return ranges;
      }
      context.addIssue({ code: 'custom', message: 'must be false, true, a hop count, or address ranges' });
      return z.NEVER;
    }),
  // Hosts a Slack webhook may point at; the entry `loopback` (tests only) admits local receivers.
  SLACK_WEBHOOK_HOSTS: z
    .string()
    .default('hooks.slack.com')
    .transform((value) =>
      value
        .split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
    ),
  SEARCH_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(10),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('Gavel <no-reply@gavel.local>'),
  DKIM_DOMAIN: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()),
  DKIM_SELECTOR: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()),
  DKIM_PRIVATE_KEY_FILE: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()),
  CONTACT_TO: z.string().default('team@gavel.local'),
  // Without a form of the operator's own, Request Access leads to the contact page.
  REQUEST_ACCESS_URL: z.preprocess((v) => (v === '' ? undefined : v), z.url().optional()),
  SEED_DEMO: booleanFromEnv.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SUMMARY_ENGINE: z.enum(['offline', 'llm']).default('offline'),
  LLM_BASE_URL: optionalUrl,
  LLM_API_KEY: z.string().default(''),
  LLM_MODEL: z.string().default(''),
  LLM_CHUNK_CHARS: z.coerce.number().int().min(2000).max(1_000_000).default(48_000),
  LLM_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(120),
  YOUTUBE_FEED_BASE_URL: z.url().default('https://www.youtube.com'),
  VIMEO_FEED_BASE_URL: z.url().default('https://vimeo.com'),
  POLL_TICK_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  FEED_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
  FEED_MAX_MEGABYTES: z.coerce.number().int().min(1).max(1024).default(20),
  INGEST_RETRY_LIMIT: z.coerce.number().int().min(0).max(20).default(4),
  INGEST_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(86_400).default(30),
  INGEST_HEARTBEAT_SECONDS: z.coerce.number().int().min(10).max(3600).default(60),
  YTDLP_PATH: z.string().min(1).default('yt-dlp'),
  FFMPEG_PATH: z.string().min(1).default('ffmpeg'),
  MEDIA_TIMEOUT_SECONDS: z.coerce.number().int().min(10).max(86_400).default(3600),
  MEDIA_STALL_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  MEDIA_MAX_MEGABYTES: z.coerce.number().int().min(1).max(1_048_576).default(8192),
  TRANSCRIBE_ENGINE: z.enum(['pocketsphinx', 'openai']).default('pocketsphinx'),
  TRANSCRIBE_PARALLEL: z.coerce.number().int().min(0).max(256).default(0),
  POCKETSPHINX_PATH: z.string().min(1).default('pocketsphinx_continuous'),
  POCKETSPHINX_ARGS: z.string().default(''),
  OPENAI_BASE_URL: z.url().default('https://api.openai.com/v1'),
  OPENAI_API_KEY: z.string().default(''),
  OPENAI_TRANSCRIBE_MODEL: z.string().min(1).default('whisper-1'),
});

export type Config = ReturnType<typeof toConfig>;

function toConfig(env: z.infer<typeof envSchema>) {
  const dataDir = resolve(env.DATA_DIR);
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    publicUrl: env.PUBLIC_URL?.replace(/\/$/, '') ?? `http://localhost:${env.PORT}`,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    embeddedPgPort: env.EMBEDDED_PG_PORT,
    embeddedPgSharedBuffers: env.EMBEDDED_PG_SHARED_BUFFERS,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    secretKey: env.SECRET_KEY,
    tokenTtlSeconds: env.TOKEN_TTL_SECONDS,
    tokenRefreshWindowSeconds: env.TOKEN_REFRESH_WINDOW_SECONDS,
    signInLimitPerIp: env.SIGN_IN_LIMIT_PER_IP,
    signInLimitPerAccount: env.SIGN_IN_LIMIT_PER_ACCOUNT,
    signInLimitWindowSeconds: env.SIGN_IN_LIMIT_WINDOW_SECONDS,
    temporaryPasswordDays: env.TEMPORARY_PASSWORD_DAYS,
    trustProxy: env.TRUST_PROXY,
    slackWebhooks: {
      hosts: env.SLACK_WEBHOOK_HOSTS.filter((host) => host !== 'loopback'),
      allowLoopback: env.SLACK_WEBHOOK_HOSTS.includes('loopback'),
    },
    searchCacheSeconds: env.SEARCH_CACHE_SECONDS,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    /** DKIM signing of outgoing mail, when its domain, selector and private key file are all set. */
    dkim:
      env.DKIM_DOMAIN && env.DKIM_SELECTOR && env.DKIM_PRIVATE_KEY_FILE
        ? { domain: env.DKIM_DOMAIN, selector: env.DKIM_SELECTOR, privateKeyFile: env.DKIM_PRIVATE_KEY_FILE }
        : undefined,
    contactTo: env.CONTACT_TO,
    requestAccessUrl: env.REQUEST_ACCESS_URL ?? '',
    seedDemo: env.SEED_DEMO,
    logLevel: env.LOG_LEVEL,
    summary: {
      engine: env.SUMMARY_ENGINE,
      llm: {
        baseUrl: env.LLM_BASE_URL?.replace(/\/+$/, ''),
        apiKey: env.LLM_API_KEY,
        model: env.LLM_MODEL,
        chunkChars: env.LLM_CHUNK_CHARS,
        timeoutMs: env.LLM_TIMEOUT_SECONDS * 1000,
      },
    },
    ingest: {
      feedBases: {
        youtube: env.YOUTUBE_FEED_BASE_URL.replace(/\/+$/, ''),
        vimeo: env.VIMEO_FEED_BASE_URL.replace(/\/+$/, ''),
      },
      pollTickMs: env.POLL_TICK_SECONDS * 1000,
      feedTimeoutMs: env.FEED_TIMEOUT_SECONDS * 1000,
      feedMaxBytes: env.FEED_MAX_MEGABYTES * 1_048_576,
      retry: {
        retryLimit: env.INGEST_RETRY_LIMIT,
        retryDelay: env.INGEST_RETRY_DELAY_SECONDS,
        heartbeatSeconds: env.INGEST_HEARTBEAT_SECONDS,
      },
      tools: {
        ytdlpPath: env.YTDLP_PATH,
        ffmpegPath: env.FFMPEG_PATH,
        timeoutMs: env.MEDIA_TIMEOUT_SECONDS * 1000,
        stallMs: env.MEDIA_STALL_SECONDS * 1000,
        maxBytes: env.MEDIA_MAX_MEGABYTES * 1_048_576,
      },
      engine: env.TRANSCRIBE_ENGINE,
      parallel: env.TRANSCRIBE_PARALLEL,
      pocketsphinxPath: env.POCKETSPHINX_PATH,
      pocketsphinxArgs: env.POCKETSPHINX_ARGS.split(/\s+/).filter(Boolean),
      openai: {
        baseUrl: env.OPENAI_BASE_URL.replace(/\/+$/, ''),
        apiKey: env.OPENAI_API_KEY,
        model: env.OPENAI_TRANSCRIBE_MODEL,
      },
    },
    webDist: resolve(import.meta.dirname, '../../web/dist'),
  };
}

export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  if (env['SUMMARY_ENGINE'] === 'llm') {
    for (const name of ['LLM_BASE_URL', 'LLM_MODEL']) {
      if (!env[name]) {
        problems.push(`${name}: required when SUMMARY_ENGINE is llm`);
      }
    }
  }
  // OpenAI itself needs a key; a self-hosted Whisper server at another address may not.
  const openAiUrl = env['OPENAI_BASE_URL'] ?? 'https://api.openai.com/v1';
  if (
    env['TRANSCRIBE_ENGINE'] === 'openai' &&
    !env['OPENAI_API_KEY'] &&
    openAiUrl.includes('api.openai.com')
  ) {
    problems.push('OPENAI_API_KEY: required when TRANSCRIBE_ENGINE is openai with the OpenAI API');
  }
  if (!parsed.success || problems.length > 0) {
    throw new ConfigError(problems);
  }
  return toConfig(parsed.data);
}
