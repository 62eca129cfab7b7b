import {
  apiPaths,
  channelsResponse,
  groupChannelParams,
  groupChannelsUpdateRequest,
  groupParams,
  groupsResponse,
  groupUserAddRequest,
  groupUserAdminRequest,
  groupUserParams,
  groupUsersResponse,
  messageResponse,
} from '@gavel/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context.ts';
import { requireUser, userOf } from '../http/authenticate.ts';

export function groupsRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { auth, groups } = context.services;
  const signedIn = requireUser(auth);

  return async (app) => {
    app.get(
      apiPaths.userGroupChannels,
      { preHandler: signedIn, schema: { tags: ['groups'], response: { 200: groupsResponse } } },
      async (request) => ({ groups: await groups.listAdministered(userOf(request).id) }),
    );

    app.post(
      apiPaths.userGroupChannels,
      {
        preHandler: signedIn,
        schema: { tags: ['groups'], body: groupChannelsUpdateRequest, response: { 201: messageResponse } },
      },
      async (request, reply) => {
        const { group_id, channels } = request.body;
        const message = await groups.setChannels(userOf(request).id, group_id, channels);
        return reply.status(201).send({ message });
      },
    );

    app.delete(
      '/user_auth/user-group-channels/:groupId/:channelId/',
      {
        preHandler: signedIn,
        schema: { tags: ['groups'], params: groupChannelParams, response: { 200: messageResponse } },
      },
      async (request) => ({
        message: await groups.removeChannel(
          userOf(request).id,
          request.params.groupId,
          request.params.channelId,
        ),
      }),
    );

    app.get(
      apiPaths.allChannels,
      { preHandler: signedIn, schema: { tags: ['groups'], response: { 200: channelsResponse } } },
      async () => ({ channels: await groups.allChannels() }),
    );

    app.post(
      apiPaths.groupUser,
      {
        preHandler: signedIn,
        schema: { tags: ['groups'], body: groupUserAddRequest, response: { 200: messageResponse } },
      },
      async (request) => ({ message: await groups.addMember(userOf(request).id, request.body) }),
    );

    app.get(
      '/user_auth/group/:id/users/',
      {
        preHandler: signedIn,
        schema: { tags: ['groups'], params: groupParams, response: { 200: groupUsersResponse } },
      },
      async (request) => ({ users: await groups.members(userOf(request).id, request.params.id) }),
    );

    app.put(
      '/user_auth/group/:id/user/:email/',
      {
        preHandler: signedIn,
        schema: {
          tags: ['groups'],
          params: groupUserParams,
          body: groupUserAdminRequest,
          response: { 200: messageResponse },
        },
      },
      async (request) => ({
        message: await groups.setAdmin(
          userOf(request).id,
          request.params.id,
          request.params.email,
          request.body.is_admin,
        ),
      }),
    );

    app.delete(
      '/user_auth/group/:id/user/:email/',
      {
        preHandler: signedIn,
        schema: { tags: ['groups'], params: groupUserParams, response: { 200: messageResponse } },
      },
      async (request) => ({
        message: await groups.removeMember(userOf(request).id, request.params.id, request.params.email),
      }),
    );
  };
}
