import type { Logger } from 'pino';
import { deviceMarks } from './auth/device.ts';
import { createTokenService, loadSecret } from './auth/tokens.ts';
import { PRODUCT_NAME, type Config } from './config.ts';
import type { DatabaseHandle } from './db/database.ts';
import { createRepositories } from './db/repositories/index.ts';
import { createMailer } from './email/mailer.ts';
import { createJobQueue } from './job-queue.ts';
import { summarizeJob, summarizeMeetings } from './jobs/summarize.job.ts';
import { alertDelivery } from './services/alert-delivery.service.ts';
import { alertFeed } from './services/alert-feed.service.ts';
import { configureSlackWebhooks } from './alerts/slack.ts';
import { alertsService } from './services/alerts.service.ts';
import { accountsService } from './services/accounts.service.ts';
import { authService } from './services/auth.service.ts';
import { importService } from './services/import.service.ts';
import { ingestService } from './services/ingest.service.ts';
import { createTranscriptionEngine } from './ingest/transcription/create.ts';
import { searchService } from './services/search.service.ts';
import { summaryService } from './services/summary.service.ts';
import { profileService } from './services/profile.service.ts';
import { groupsService } from './services/groups.service.ts';
import { contactService } from './services/contact.service.ts';
import { embedService } from './services/embed.service.ts';
import { createSummarizer } from './summary/summarizer.ts';
import { unsubscribeService } from './services/unsubscribe.service.ts';

/** Everything a request handler, job or command needs, built once per process. */
export async function createContext(config: Config, database: DatabaseHandle, logger: Logger) {
  const { db, pool } = database;
  const jobs = createJobQueue(database.url, logger, config.ingest.retry);
  const repositories = createRepositories(db, pool);
  configureSlackWebhooks(config.slackWebhooks);
  const secret = await loadSecret(config.secretKey, config.dataDir);
  const tokens = createTokenService(secret, {
    ttlSeconds: config.tokenTtlSeconds,
    refreshWindowSeconds: config.tokenRefreshWindowSeconds,
  });
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    dataDir: config.dataDir,
    logger,
    dkim: config.dkim,
  });
  const auth = authService({
    users: repositories.users,
    signInFailures: repositories.signInFailures,
    tokens,
    signInLimitPerAccount: config.signInLimitPerAccount,
    devices: deviceMarks(secret),
    signInLimitPerIp: config.signInLimitPerIp,
    signInLimitWindowSeconds: config.signInLimitWindowSeconds,
    temporaryPasswordDays: config.temporaryPasswordDays,
  });
  const accounts = accountsService({
    users: repositories.users,
    groups: repositories.groups,
    channels: repositories.channels,
    mailer,
    jobs,
    smtpConfigured: config.smtpUrl !== undefined,
    signInUrl: `${config.publicUrl}/login`,
  });
  return {
    config,
    db,
    pool,
    logger,
    repositories,
    tokens,
    mailer,
    jobs,
    services: {
      auth,
      accounts,
      import: importService({
        channels: repositories.channels,
        meetings: repositories.meetings,
        searchIndexes: repositories.searchIndexes,
        onTranscriptsStored: (meetingIds) => jobs.send(summarizeJob, summarizeMeetings(meetingIds)),
      }),
      search: searchService({
        channels: repositories.channels,
        search: repositories.search,
        cacheSeconds: config.searchCacheSeconds,
      }),
      ingest: ingestService({
        ingest: repositories.ingest,
        meetings: repositories.meetings,
        jobs,
        feedBases: config.ingest.feedBases,
        feedTimeoutMs: config.ingest.feedTimeoutMs,
        feedMaxBytes: config.ingest.feedMaxBytes,
        tools: config.ingest.tools,
        engine: () => createTranscriptionEngine(config.ingest),
        logger,
      }),
      summary: summaryService({
        meetings: repositories.meetings,
        summaries: repositories.summaries,
        summarizer: createSummarizer(config.summary, logger),
        logger,
      }),
      profile: profileService({ profiles: repositories.profiles }),
      groups: groupsService({ groupAdmin: repositories.groupAdmin, users: repositories.users, accounts }),
      contact: contactService({
        contactMessages: repositories.contactMessages,
        mailer,
        jobs,
        contactTo: config.contactTo,
        logger,
      }),
      embed: embedService({
        embeds: repositories.embeds,
        publicUrl: config.publicUrl,
        productName: PRODUCT_NAME,
      }),
      alerts: alertsService({ alerts: repositories.alerts, publicUrl: config.publicUrl }),
      alertFeed: alertFeed({
        alerts: repositories.alerts,
        publicUrl: config.publicUrl,
        productName: PRODUCT_NAME,
      }),
      alertDelivery: alertDelivery({
        alerts: repositories.alerts,
        mailer,
        logger,
        publicUrl: config.publicUrl,
        productName: PRODUCT_NAME,
        unsubscribeSecret: secret,
      }),
      unsubscribe: unsubscribeService({ alertStops: repositories.alertStops, secret }),
    },
  };
}

export type AppContext = Awaited<ReturnType<typeof createContext>>;
