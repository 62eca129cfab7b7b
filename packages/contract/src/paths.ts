import { apiCalls } from './api-calls.ts';

/** Cookie and header names of the CSRF scheme (DESIGN §5). */
export const CSRF_COOKIE = 'csrftoken';
export const CSRF_HEADER = 'X-CSRFToken';

export type PathValues = Readonly<Record<string, string | number>>;
export type QueryValues = Readonly<Record<string, string | number | undefined>>;

/**
 * A path with its `:name` parameters filled in and its query string added, every value
 * URL-encoded; a query value left undefined is left out.
 */
export function callPath(path: string, params: PathValues = {}, query: QueryValues = {}): string {
  const filled = path.replace(/:(\w+)/g, (_placeholder, name: string) => {
    const value = params[name];
    if (value === undefined) {
      throw new Error(`The path ${path} needs its parameter ${name}`);
    }
    return encodeURIComponent(value);
  });
  const pairs = Object.entries(query).flatMap(([name, value]) =>
    value === undefined ? [] : [`${encodeURIComponent(name)}=${encodeURIComponent(value)}`],
  );
  return pairs.length > 0 ? `${filled}?${pairs.join('&')}` : filled;
}

/** The paths of spec §7 that carry parameters. */
export const groupChannelPath = (groupId: number | string, channelId: number | string) =>
  callPath(apiCalls.groupChannelRemove.path, { groupId, channelId });
export const groupUsersPath = (groupId: number | string) =>
  callPath(apiCalls.groupUsers.path, { id: groupId });
export const groupUserPath = (groupId: number | string, email: string) =>
  callPath(apiCalls.groupAdminSet.path, { id: groupId, email });
/** One meeting's summary (id: the video URL). */
export const summaryPath = (videoUrl: string) => callPath(apiCalls.summary.path, { id: videoUrl });
export const meetingStatusPath = (videoUrl: string) =>
  callPath(apiCalls.meetingStatus.path, {}, { video_url: videoUrl });
