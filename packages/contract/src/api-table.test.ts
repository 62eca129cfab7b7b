import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { apiCalls, type ApiCallName } from './api-calls.ts';
import { apiSchemas, type CallSchemas } from './api-schemas.ts';
import type { ApiRequest, ApiResponse, ParamsMatchPaths } from './api-types.ts';
import { callPath } from './paths.ts';

const names = Object.keys(apiCalls) as ApiCallName[];
const placeholders = (path: string) => [...path.matchAll(/:(\w+)/g)].map((match) => match[1]).sort();

describe('the API table', () => {
  it('has schemas for every call and no call without a method and path', () => {
    expect(Object.keys(apiSchemas).sort()).toEqual([...names].sort());
    expectTypeOf<keyof typeof apiSchemas>().toEqualTypeOf<ApiCallName>();
  });

  it('has one call per method and path', () => {
    const routes = names.map((name) => `${apiCalls[name].method} ${apiCalls[name].path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('names in each params schema exactly the parameters of the path', () => {
    for (const name of names) {
      const schemas: CallSchemas = apiSchemas[name];
      const keys = schemas.params instanceof z.ZodObject ? Object.keys(schemas.params.shape).sort() : [];
      expect({ name, keys }).toEqual({ name, keys: placeholders(apiCalls[name].path) });
    }
    expectTypeOf<ParamsMatchPaths[ApiCallName]>().toEqualTypeOf<true>();
  });

  it('has a successful answer for every JSON call', () => {
    const withoutAnswer = names.filter((name) => {
      const response: Record<number, unknown> = apiSchemas[name].response;
      return response[200] === undefined && response[201] === undefined;
    });
    expect(withoutAnswer.sort()).toEqual(['alertFeed', 'embedView', 'unsubscribe', 'unsubscribePreview']);
  });

  it('types a call’s request and answer from its schemas', () => {
    expectTypeOf<ApiRequest<'groupAdminSet'>>().toEqualTypeOf<{
      params: { id: unknown; email: string };
      body: { is_admin: boolean };
    }>();
    expectTypeOf<keyof ApiRequest<'alerts'>>().toEqualTypeOf<never>();
    expectTypeOf<ApiResponse<'alertCreate'>>().toEqualTypeOf<
      z.output<(typeof apiSchemas.alertCreate.response)[201]>
    >();
    expectTypeOf<ApiResponse<'embedView'>>().toEqualTypeOf<unknown>();
  });
});

describe('a call’s path', () => {
  it('fills in the parameters, URL-encoded', () => {
    expect(callPath(apiCalls.groupAdminSet.path, { id: 7, email: 'a+b@x.example' })).toBe(
      '/user_auth/group/7/user/a%2Bb%40x.example/',
    );
    expect(callPath(apiCalls.groupChannelRemove.path, { groupId: 1, channelId: 2 })).toBe(
      '/user_auth/user-group-channels/1/2/',
    );
  });

  it('adds the query, leaving out what is undefined', () => {
    expect(callPath(apiCalls.meetingStatus.path, {}, { video_url: 'https://x.example/?v=1&t=2' })).toBe(
      '/api/meeting-status/?video_url=https%3A%2F%2Fx.example%2F%3Fv%3D1%26t%3D2',
    );
    expect(callPath(apiCalls.summary.path, { id: 'v' }, { searchTerm: undefined })).toBe(
      '/user_auth/summary/v',
    );
    expect(callPath(apiCalls.summary.path, { id: 'v' }, { searchTerm: 'water rate' })).toBe(
      '/user_auth/summary/v?searchTerm=water%20rate',
    );
  });

  it('refuses a path whose parameter is missing', () => {
    expect(() => callPath(apiCalls.groupUsers.path)).toThrow('needs its parameter id');
  });
});
