import { describeError, parse, str, UsageError, type Command } from '../options.ts';

export const sendAlertsNowCommand: Command = {
  usage: 'send-alerts-now [--user E]',
  summary:
    'Send the alert digests now, to everyone with active alerts or to one user, whatever their schedule.',
  async run(context, args, out) {
    const { values } = parse(args, { user: { type: 'string' } });
    const email = str(values.user);
    let userId: number | undefined;
    if (email !== undefined) {
      const user = await context.repositories.users.findByEmail(email);
      if (!user) {
        throw new UsageError(`No user has the email ${email}.`);
      }
      userId = user.id;
    }
    const delivery = context.services.alertDelivery;
    const users = await delivery.dueUsers(new Date(), { userId, force: true });
    const { digests: sent, matches, failures } = await delivery.deliverMany(users);
    for (const failure of failures) {
      out(describeError(failure));
    }
    const failed = failures.length;
    out(
      `${sent} digest${sent === 1 ? '' : 's'} sent with ${matches} match${matches === 1 ? '' : 'es'}; ${users.length - sent - failed} with nothing new; ${failed} failed.`,
    );
  },
};
