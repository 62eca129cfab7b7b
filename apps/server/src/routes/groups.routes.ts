import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context.ts';
import { apiRoutes } from '../http/api-route.ts';
import { requireUser, userOf } from '../http/authenticate.ts';

export function groupsRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { auth, groups } = context.services;
  const signedIn = { preHandler: requireUser(auth) };

  return async (app) => {
    const route = apiRoutes(app, 'groups');
    route('groups', signedIn, async (request) => ({
      groups: await groups.listAdministered(userOf(request).id),
    }));

    route('groupChannelsUpdate', signedIn, async (request) => {
      const { group_id, channels } = request.body;
      return { message: await groups.setChannels(userOf(request).id, group_id, channels) };
    });

    route('groupChannelRemove', signedIn, async (request) => ({
      message: await groups.removeChannel(
        userOf(request).id,
        request.params.groupId,
        request.params.channelId,
      ),
    }));

    route('allChannels', signedIn, async () => ({ channels: await groups.allChannels() }));

    route('groupUserAdd', signedIn, async (request) => ({
      message: await groups.addMember(userOf(request).id, request.body),
    }));

    route('groupUsers', signedIn, async (request) => ({
      users: await groups.members(userOf(request).id, request.params.id),
    }));

    route('groupAdminSet', signedIn, async (request) => ({
      message: await groups.setAdmin(
        userOf(request).id,
        request.params.id,
        request.params.email,
        request.body.is_admin,
      ),
    }));

    route('groupUserRemove', signedIn, async (request) => ({
      message: await groups.removeMember(userOf(request).id, request.params.id, request.params.email),
    }));
  };
}
