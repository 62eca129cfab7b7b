import { randomBytes } from 'node:crypto';
import { emailSchema, isUsStateCode, PASSWORD_MIN_LENGTH, PLATFORMS, type Platform } from '@gavel/contract';
import { hashPassword, temporaryPassword } from '../auth/passwords.ts';
import type { ChannelsRepository, GroupsRepository, UsersRepository } from '../db/repositories/index.ts';
import type { Channel, Group, User } from '../db/schema.ts';
import { invitationEmail } from '../email/invitation.ts';
import type { Mailer } from '../email/mailer.ts';
import type { JobQueue } from '../job-queue.ts';
import { sendInvitationJob } from '../jobs/send-invitation.job.ts';
import { badRequest, notFound, AppError } from '../domain/errors.ts';

/**
 * Accounts, groups and channels as the provider manages them (the admin command) and as group
 * admins will (Settings). Every check happens before anything is written.
 */
export function accountsService(deps: {
  users: UsersRepository;
  groups: GroupsRepository;
  channels: ChannelsRepository;
  mailer: Mailer;
  jobs: Pick<JobQueue, 'send'>;
  smtpConfigured: boolean;
  signInUrl: string;
}) {
  const { users, groups, channels } = deps;

  function parseEmail(input: string): string {
    const parsed = emailSchema.safeParse(input);
    if (!parsed.success) {
      throw badRequest(`"${input}" is not a valid email address.`);
    }
    return parsed.data;
  }

  async function groupNamed(name: string): Promise<Group> {
    const group = await groups.findByName(name.trim());
    if (!group) {
      throw notFound(`No group named "${name}".`);
    }
    return group;
  }

  return {
    parseEmail,
    groupNamed,

    /**
     * Creates an account that must change its password at first sign-in. Without a password, a
     * temporary one is generated and returned when there is no SMTP and no invitation is asked
     * for; otherwise the account gets the hash of a random password nobody knows, and an
     * invitation job (jobs/send-invitation.job.ts) issues the temporary password and emails it.
     */
    async createUser(input: {
      email: string;
      password?: string;
      firstName?: string;
      lastName?: string;
      groupName?: string;
      /** Email the invitation even without SMTP (it then goes to the outbox). */
      invite?: boolean;
    }): Promise<{ user: User; temporaryPassword?: string; invitationQueued: boolean }> {
      const email = parseEmail(input.email);
      if (input.password !== undefined && input.password.length < PASSWORD_MIN_LENGTH) {
        throw badRequest(`The password must be at least ${PASSWORD_MIN_LENGTH} characters long.`);
      }
      if (await users.findByEmail(email)) {
        throw new AppError('conflict', `A user with email ${email} already exists.`);
      }
      const invite = input.password === undefined && (deps.smtpConfigured || input.invite === true);
      const password =
        input.password ?? (invite ? randomBytes(32).toString('base64url') : temporaryPassword());
      const user = await users.create({
        email,
        passwordHash: await hashPassword(password),
        firstName: input.firstName?.trim(),
        lastName: input.lastName?.trim(),
      });
      if (invite) {
        await deps.jobs.send(sendInvitationJob, [{ userId: user.id, groupName: input.groupName }]);
        return { user, invitationQueued: true };
      }
      if (input.password !== undefined) {
        return { user, invitationQueued: false };
      }
      return { user, temporaryPassword: password, invitationQueued: false };
    },

    /**
     * Issues a fresh temporary password to an account still on one, and emails it with the
     * invitation (the send-invitation job). An account gone or whose user chose their own
     * password gets nothing. A failed send throws, so that the job is retried.
     */
    async sendInvitation(userId: number, groupName?: string): Promise<void> {
      const user = await users.findById(userId);
      if (!user?.must_change_password) {
        return;
      }
      const password = temporaryPassword();
      // Set now: the temporary password's days count from this email.
      await users.setPassword(user.id, await hashPassword(password), true);
      await deps.mailer.send(
        invitationEmail({
          to: user.email,
          temporaryPassword: password,
          signInUrl: deps.signInUrl,
          groupName,
        }),
      );
    },

    async createGroup(name: string): Promise<Group> {
      const trimmed = name.trim();
      if (!trimmed) {
        throw badRequest('A group needs a name.');
      }
      if (trimmed.length > 120) {
        throw badRequest('A group name can be at most 120 characters.');
      }
      if (await groups.findByName(trimmed)) {
        throw new AppError('conflict', `A group named "${trimmed}" already exists.`);
      }
      return groups.create(trimmed);
    },

    async addMember(groupName: string, emailInput: string, isAdmin: boolean): Promise<void> {
      const group = await groupNamed(groupName);
      const email = parseEmail(emailInput);
      const user = await users.findByEmail(email);
      if (!user) {
        throw notFound(`No user with email ${email}. Create it first with create-user.`);
      }
      await groups.addMember(group.id, user.id, isAdmin);
    },

    async addChannel(input: {
      name: string;
      locality: string;
      state: string;
      platform: string;
      source: string;
      groupName?: string;
    }): Promise<Channel> {
      const name = input.name.trim();
      const locality = input.locality.trim();
      const state = input.state.trim().toUpperCase();
      const source = input.source.trim();
      if (!name) {
        throw badRequest('A channel needs a name.');
      }
      if (!locality) {
        throw badRequest('A channel needs a locality.');
      }
      if (!isUsStateCode(state)) {
        throw badRequest(`"${input.state}" is not a US two-letter state code.`);
      }
      if (!(PLATFORMS as readonly string[]).includes(input.platform)) {
        throw badRequest(`The platform must be one of ${PLATFORMS.join(', ')}.`);
      }
      if (!source) {
        throw badRequest('A channel needs a source (channel id, user name or feed URL).');
      }
      const group = input.groupName === undefined ? undefined : await groupNamed(input.groupName);
      if (await channels.findByName(name)) {
        throw new AppError('conflict', `A channel named "${name}" already exists.`);
      }
      const channel = await channels.create({
        name,
        locality,
        state,
        platform: input.platform as Platform,
        source,
      });
      if (group) {
        await groups.addChannel(group.id, channel.id);
      }
      return channel;
    },
  };
}

export type AccountsService = ReturnType<typeof accountsService>;
