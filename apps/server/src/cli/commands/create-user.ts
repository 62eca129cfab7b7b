import { type Command, parse, str } from '../options.ts';

export const createUserCommand: Command = {
  usage: 'create-user --email E [--password P] [--first F] [--last L]',
  summary: 'Create an account (it must change its password at first sign-in).',
  async run(context, args, out) {
    const { values } = parse(
      args,
      {
        email: { type: 'string' },
        password: { type: 'string' },
        first: { type: 'string' },
        last: { type: 'string' },
      },
      ['email'],
    );
    const result = await context.services.accounts.createUser({
      email: str(values.email) ?? '',
      password: str(values.password),
      firstName: str(values.first),
      lastName: str(values.last),
    });
    out(`Created user ${result.user.email} (id ${result.user.id}).`);
    if (result.invitationQueued) {
      out(
        `Invitation queued: the worker emails ${result.user.email} a temporary password (the job waits until a worker runs).`,
      );
    }
    if (result.temporaryPassword) {
      out(`Temporary password: ${result.temporaryPassword}`);
    }
    out('The user must choose a new password at the first sign-in.');
  },
};
