import { z } from 'zod';
import { emailSchema } from './auth.ts';

/** Spec §3 Group, Channel, Group user; §7 group calls. */
export const groupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  channels: z.array(z.number().int()),
});
export type GroupItem = z.infer<typeof groupSchema>;
export const groupsResponse = z.object({ groups: z.array(groupSchema) });

export const channelSchema = z.object({ id: z.number().int(), name: z.string(), state: z.string() });
export type ChannelItem = z.infer<typeof channelSchema>;
export const channelsResponse = z.object({ channels: z.array(channelSchema) });

const id = z.coerce.number().int().positive().max(2_147_483_647);

export const groupChannelsUpdateRequest = z.object({
  group_id: id,
  channels: z.array(id).max(5000),
});
export const groupChannelParams = z.object({ groupId: id, channelId: id });
export const groupParams = z.object({ id });
export const groupUserParams = z.object({ id, email: z.string().min(1).max(254) });

export const groupUserAddRequest = z.object({
  group_id: id,
  email: emailSchema,
  confirm_creation: z.boolean().optional().default(false),
});
export type GroupUserAddRequest = z.input<typeof groupUserAddRequest>;

export const groupUserSchema = z.object({
  email: z.string(),
  /** First and last name, '' when the user has given none. */
  name: z.string(),
  is_admin: z.boolean(),
  is_pending_invite: z.boolean(),
});
export type GroupUser = z.infer<typeof groupUserSchema>;
export const groupUsersResponse = z.object({ users: z.array(groupUserSchema) });

/** Makes a member an admin of the group, or a plain member again. */
export const groupUserAdminRequest = z.object({ is_admin: z.boolean() });

export const groupUserNeedsConfirmation = z.object({
  message: z.string(),
  requires_confirmation: z.literal(true),
});

export const GROUP_MESSAGES = {
  channelsFetchFailed: 'Failed to fetch group channels',
  availableFetchFailed: 'Failed to fetch available channels',
  communication: 'Failed to communicate with the server.',
  communicationShort: 'Failed to communicate with the server',
  updateFailed: 'Failed to update channels',
  removeFailed: 'Failed to remove channel',
  addUserFailed: 'Failed to add user',
  removeUserFailed: 'Failed to remove user',
  updated: 'Channel configuration updated successfully',
  removed: 'Channel removed successfully',
} as const;
