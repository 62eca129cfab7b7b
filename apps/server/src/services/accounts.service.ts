import { emailSchema, isUsStateCode, PASSWORD_MIN_LENGTH, PLATFORMS, type Platform } from '@gavel/contract';
import { hashPassword, temporaryPassword } from '../auth/passwords.ts';
import type { ChannelsRepository, GroupsRepository, UsersRepository } from '../db/repositories/index.ts';
import type { Channel, Group, User } from '../db/schema.ts';
import { invitationEmail } from '../email/invitation.ts';
import type { Mailer } from '../email/mailer.ts';
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
  smtpConfigured: boolean;
  signInUrl: string;
}) {
  const { users, groups, channels, mailer } = deps;

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
     * Creates an account that must change its password at first sign-in. Without a password a
     * temporary one is generated and, when SMTP is configured, emailed as an invitation; if that
     * email cannot be sent the account is removed again.
     */
    async createUser(input: {
      email: string;
      password?: string;
      firstName?: string;
      lastName?: string;
      groupName?: string;
      /** Email the invitation even without SMTP (it then goes to the outbox). */
      invite?: boolean;
    }): Promise<{ user: User; temporaryPassword?: string; invited: boolean }> {
      const email = parseEmail(input.email);
      if (input.password !== undefined && input.password.length < PASSWORD_MIN_LENGTH) {
        throw badRequest(`The password must be at least ${PASSWORD_MIN_LENGTH} characters long.`);
      }
      if (await users.findByEmail(email)) {
        throw new AppError('conflict', `A user with email ${email} already exists.`);
      }
      const password = input.password ?? temporaryPassword();
      const user = await users.create({
        email,
        passwordHash: await hashPassword(password),
        firstName: input.firstName?.trim(),
        lastName: input.lastName?.trim(),
      });
      if (input.password !== undefined) {
        return { user, invited: false };
      }
      if (!deps.smtpConfigured && input.invite !== true) {
        return { user, temporaryPassword: password, invited: false };
      }
      try {
        await mailer.send(
          invitationEmail({
            to: email,
            temporaryPassword: password,
            signInUrl: deps.signInUrl,
            groupName: input.groupName,
          }),
        );
      } catch (error) {
        await users.remove(user.id);
        throw new AppError(
          'upstream_failed',
          `Could not email the invitation to ${email}: ${(error as Error).message}`,
        );
      }
      return { user, invited: true };
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
