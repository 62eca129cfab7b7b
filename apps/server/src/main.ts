import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from './config.ts';
import { createContext } from './context.ts';
import { EmbeddedPostgresError } from './db/embedded-postgres.ts';
import { seedDemoContent } from './demo/seed.ts';
import { buildApp } from './app.ts';
import { startWorker } from './worker/worker.ts';
import { createLogger } from './logger.ts';
import { openDatabase } from './runtime.ts';

type Service = 'api' | 'worker' | 'all';

async function main() {
  const { values } = parseArgs({ options: { service: { type: 'string', default: 'all' } } });
  const service = values.service as Service;
  if (!['api', 'worker', 'all'].includes(service)) {
    throw new ConfigError([`--service must be api, worker or all (got "${String(values.service)}")`]);
  }
  const startedAt = performance.now();
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const database = await openDatabase(config, logger, { adoptEmbedded: true });
  const context = await createContext(config, database, logger);

  const stops: (() => Promise<void>)[] = [];
  let shuttingDown = false;
  const shutdown = async (signal: string) => {
    if (shuttingDown) {
      return;
    }
    shuttingDown = true;
    logger.info({ signal }, 'shutting down');
    try {
      for (const stop of stops.reverse()) {
        await stop();
      }
      context.mailer.close();
      await context.jobs.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  const demo = config.seedDemo && service !== 'worker' ? await seedDemoContent(context) : undefined;

  if (service === 'worker' || service === 'all') {
    const worker = await startWorker(context, database.url);
    stops.push(worker.stop);
  }
  if (service === 'api' || service === 'all') {
    const app = await buildApp(context);
    await app.listen({ host: config.host, port: config.port });
    stops.push(() => app.close());
    const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
    const lines = [``, `  Gavel is running at ${config.publicUrl} (ready in ${seconds} s)`];
    if (demo) {
      lines.push(`  Demo sign-in: ${demo.email} / ${demo.password}`);
      lines.push(`  (you will be asked to choose a new password at the first sign-in)`);
    }
    lines.push(`  API documentation: ${config.publicUrl}/api/docs`, ``);
    process.stdout.write(`${lines.join('\n')}\n`);
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof EmbeddedPostgresError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `Gavel could not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
  }
  process.exit(1);
});
