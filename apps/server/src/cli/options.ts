import { parseArgs } from 'node:util';
import type { AppContext } from '../context.ts';
import { AppError, isStorageFull, STORAGE_FULL } from '../domain/errors.ts';

/** A command of the admin tool: its usage line and what it does with its arguments. */
export interface Command {
  usage: string;
  summary: string;
  run(context: AppContext, args: string[], out: (line: string) => void): Promise<void>;
}

/** Arguments the command does not take, or a required one missing: printed with the usage line. */
export class UsageError extends Error {
  override name = 'UsageError';
}

type Options = Record<string, { type: 'string' | 'boolean'; short?: string; multiple?: boolean }>;

/** The command's options and positionals, strictly: an unknown option or a missing one is a UsageError. */
export function parse(args: string[], options: Options, required: string[] = []) {
  let parsed;
  try {
    parsed = parseArgs({ args, options, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  for (const name of required) {
    if (typeof parsed.values[name] !== 'string' || parsed.values[name] === '') {
      throw new UsageError(`--${name} is required.`);
    }
  }
  return parsed;
}

/** An option's value when it was given as text. */
export const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** The one file name a command takes. */
export function oneFile(args: string[], command: string): string {
  const { positionals } = parse(args, {});
  if (positionals.length !== 1 || !positionals[0]) {
    throw new UsageError(`${command} takes one file name.`);
  }
  return positionals[0];
}

/** The one-line message for a failed command. */
export function describeError(error: unknown): string {
  if (error instanceof AppError || error instanceof UsageError) {
    return error.message;
  }
  if (isStorageFull(error)) {
    return STORAGE_FULL;
  }
  if (error instanceof Error) {
    return error.message.split('\n')[0] ?? error.name;
  }
  return String(error);
}
