/**
 * What runs after a meeting's transcript is indexed (from the `match-alerts` job). Alert matching
 * registers itself here with onMeetingIndexed; each hook must be idempotent, as the job may be
 * retried.
 */
export type MeetingIndexedHook = (meetingId: number) => Promise<void>;

const hooks: MeetingIndexedHook[] = [];

export function onMeetingIndexed(hook: MeetingIndexedHook): void {
  hooks.push(hook);
}

export async function runMeetingIndexedHooks(meetingId: number): Promise<void> {
  for (const hook of hooks) {
    await hook(meetingId);
  }
}
