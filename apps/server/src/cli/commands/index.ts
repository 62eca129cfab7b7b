import type { Command } from '../options.ts';
import { createUserCommand } from './create-user.ts';
import { createGroupCommand } from './create-group.ts';
import { addMemberCommand } from './add-member.ts';
import { addChannelCommand } from './add-channel.ts';
import { importCommand } from './import.ts';
import { summarizeCommand } from './summarize.ts';
import { backupCommand } from './backup.ts';
import { restoreCommand } from './restore.ts';
import { listCommand } from './list.ts';
import { sendAlertsNowCommand } from './send-alerts-now.ts';
import { statusCommand } from './status.ts';
import { pollNowCommand } from './poll-now.ts';
import { retryCommand } from './retry.ts';

/** The admin tool's commands, in the order `gavel help` lists them. */
export const commands: Record<string, Command> = {
  'create-user': createUserCommand,
  'create-group': createGroupCommand,
  'add-member': addMemberCommand,
  'add-channel': addChannelCommand,
  import: importCommand,
  summarize: summarizeCommand,
  backup: backupCommand,
  restore: restoreCommand,
  list: listCommand,
  'send-alerts-now': sendAlertsNowCommand,
  status: statusCommand,
  'poll-now': pollNowCommand,
  retry: retryCommand,
};
