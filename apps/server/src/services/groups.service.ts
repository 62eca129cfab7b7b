import { GROUP_MESSAGES, type GroupItem, type GroupUser } from '@gavel/contract';
import type { GroupAdminRepository, UsersRepository } from '../db/repositories/index.ts';
import { AppError, FieldErrors, badRequest, forbidden, notFound } from '../domain/errors.ts';
import type { AccountsService } from './accounts.service.ts';

export const NOT_GROUP_ADMIN = 'Only an admin of this group can do this.';
export const LAST_ADMIN = 'A group needs at least one admin: make someone else an admin first.';
export const unknownUserMessage = (email: string) =>
  `No account uses ${email}. Create one and email an invitation with a temporary password?`;

/**
 * Settings → Groups (spec §2, §4, §7): the groups a user administers, their channels and their
 * members. Every call checks that the user is an admin of the group it names, so nobody reads or
 * changes a group they do not run.
 */
export function groupsService(deps: {
  groupAdmin: GroupAdminRepository;
  users: UsersRepository;
  accounts: AccountsService;
}) {
  const { groupAdmin, users, accounts } = deps;

  async function requireAdmin(groupId: number, userId: number): Promise<void> {
    const { isAdmin } = await groupAdmin.membership(groupId, userId);
    if (!isAdmin) {
      // The same answer whether the group exists or not: nothing is revealed about other groups.
      throw forbidden(NOT_GROUP_ADMIN);
    }
  }

  async function groupName(groupId: number, userId: number): Promise<string | undefined> {
    return (await groupAdmin.administeredBy(userId)).find((group) => group.id === groupId)?.name;
  }

  return {
    listAdministered(userId: number): Promise<GroupItem[]> {
      return groupAdmin.administeredBy(userId);
    },

    allChannels() {
      return groupAdmin.allChannels();
    },

    async setChannels(userId: number, groupId: number, channelIds: number[]): Promise<string> {
      await requireAdmin(groupId, userId);
      const wanted = [...new Set(channelIds)];
      const existing = new Set(await groupAdmin.existingChannelIds(wanted));
      const unknown = wanted.filter((id) => !existing.has(id));
      if (unknown.length > 0) {
        throw new FieldErrors({ channels: unknown.map((id) => `There is no channel ${id}.`) });
      }
      await groupAdmin.setChannels(groupId, wanted);
      return GROUP_MESSAGES.updated;
    },

    async removeChannel(userId: number, groupId: number, channelId: number): Promise<string> {
      await requireAdmin(groupId, userId);
      if (!(await groupAdmin.removeChannel(groupId, channelId))) {
        throw notFound('That channel is not in this group.');
      }
      return GROUP_MESSAGES.removed;
    },

    async members(userId: number, groupId: number): Promise<GroupUser[]> {
      await requireAdmin(groupId, userId);
      return groupAdmin.members(groupId);
    },

    /**
     * Adds the account with this email as a member. An unknown email answers 404 with
     * requires_confirmation, unless confirmed: then the account is created with its invitation
     * queued (the worker emails it, retrying while it cannot), and the new user added as a
     * pending member.
     */
    async addMember(
      userId: number,
      input: { group_id: number; email: string; confirm_creation: boolean },
    ): Promise<string> {
      await requireAdmin(input.group_id, userId);
      const existing = await users.findByEmail(input.email);
      if (existing) {
        const added = await groupAdmin.addMember(input.group_id, existing.id);
        return added ? `${input.email} was added to the group.` : `${input.email} is already in the group.`;
      }
      if (!input.confirm_creation) {
        throw new AppError('not_found', unknownUserMessage(input.email), { requires_confirmation: true });
      }
      const { user } = await accounts.createUser({
        email: input.email,
        groupName: await groupName(input.group_id, userId),
        invite: true,
      });
      await groupAdmin.addMember(input.group_id, user.id);
      return `An invitation was emailed to ${input.email}, who was added to the group.`;
    },

    /** Makes a member an admin, or a plain member again (never the last admin). */
    async setAdmin(userId: number, groupId: number, emailInput: string, isAdmin: boolean): Promise<string> {
      await requireAdmin(groupId, userId);
      const email = emailInput.trim().toLowerCase();
      const member = await users.findByEmail(email);
      const current = member
        ? (await groupAdmin.members(groupId)).find((row) => row.email === member.email)
        : undefined;
      if (!member || !current) {
        throw notFound(`${email} is not in this group.`);
      }
      if (current.is_admin && !isAdmin && (await groupAdmin.adminCount(groupId)) <= 1) {
        throw badRequest(LAST_ADMIN);
      }
      await groupAdmin.setAdmin(groupId, member.id, isAdmin);
      return isAdmin
        ? `${email} is now an admin of the group.`
        : `${email} is no longer an admin of the group.`;
    },

    async removeMember(userId: number, groupId: number, emailInput: string): Promise<string> {
      await requireAdmin(groupId, userId);
      const email = emailInput.trim().toLowerCase();
      const member = await users.findByEmail(email);
      const current = member
        ? (await groupAdmin.members(groupId)).find((row) => row.email === member.email)
        : undefined;
      if (!member || !current) {
        throw notFound(`${email} is not in this group.`);
      }
      if (current.is_admin && (await groupAdmin.adminCount(groupId)) <= 1) {
        throw badRequest(LAST_ADMIN);
      }
      await groupAdmin.removeMember(groupId, member.id);
      return `${email} was removed from the group.`;
    },
  };
}

export type GroupsService = ReturnType<typeof groupsService>;
