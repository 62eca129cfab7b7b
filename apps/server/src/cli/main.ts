import { ConfigError, loadConfig } from '../config.ts';
import { createContext } from '../context.ts';
import { createLogger } from '../logger.ts';
import { openDatabase } from '../runtime.ts';
import { commands } from './commands/index.ts';
import { describeError, UsageError } from './options.ts';

/**
 * The admin command: `npm run gavel -- <command>` or `npx gavel <command>`. It works whether or
 * not the server is running, against the same database. A failure prints one line and exits 1.
 */
function help(): string {
  const lines = ['Usage: gavel <command> [options]', '', 'Commands:'];
  for (const command of Object.values(commands)) {
    lines.push(`  ${command.usage}`, `      ${command.summary}`);
  }
  return lines.join('\n');
}

async function main(argv: string[]): Promise<number> {
  const [name, ...args] = argv;
  if (!name || name === 'help' || name === '--help' || name === '-h') {
    process.stdout.write(`${help()}\n`);
    return name ? 0 : 1;
  }
  const command = commands[name];
  if (!command) {
    process.stderr.write(`gavel: unknown command "${name}". Run "gavel help" for the list.\n`);
    return 1;
  }
  let close: (() => Promise<void>) | undefined;
  try {
    const config = loadConfig();
    const logger = createLogger(process.env['LOG_LEVEL'] ?? 'warn', process.stderr);
    // An import saves four meetings at a time; a bulk import holds one more connection, its lock.
    const database = await openDatabase(config, logger, { poolSize: 6 });
    close = database.close;
    const context = await createContext(config, database, logger);
    await command.run(context, args, (line) => process.stdout.write(`${line}\n`));
    context.mailer.close();
    await context.jobs.close();
    return 0;
  } catch (error) {
    const prefix = error instanceof UsageError ? `usage: gavel ${command.usage}\ngavel: ` : 'gavel: ';
    const message = error instanceof ConfigError ? error.message : describeError(error);
    process.stderr.write(`${prefix}${message}\n`);
    return 1;
  } finally {
    await close?.();
  }
}

process.exitCode = await main(process.argv.slice(2));
