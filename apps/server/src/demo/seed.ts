import { hashPassword } from '../auth/passwords.ts';
import type { AppContext } from '../context.ts';
import { demoChannels, demoMeetings } from './meetings.ts';

export const DEMO_EMAIL = 'demo@gavel.local';
export const DEMO_PASSWORD = 'gavel-demo';
export const DEMO_GROUP = 'Demo Newsroom';

const WORDS_PER_SECOND = 2.6;
const PAUSE_SECONDS = 1.5;

/**
 * On an empty database, creates the demo newsroom: a group, its admin, four demo channels (never
 * polled) in two states and a dozen meetings with transcripts. Returns the demo sign-in while the demo account
 * still has its temporary password, so start-up can print it.
 */
export async function seedDemoContent(
  context: Pick<AppContext, 'repositories' | 'logger'>,
): Promise<{ email: string; password: string } | undefined> {
  const { users, groups, channels, meetings } = context.repositories;
  const existing = await users.findByEmail(DEMO_EMAIL);
  if (existing) {
    return existing.must_change_password ? { email: DEMO_EMAIL, password: DEMO_PASSWORD } : undefined;
  }
  if ((await users.list()).length > 0 || (await meetings.count()) > 0) {
    return undefined;
  }

  const user = await users.create({
    email: DEMO_EMAIL,
    passwordHash: await hashPassword(DEMO_PASSWORD),
    firstName: 'Demo',
    lastName: 'Reporter',
  });
  const group = await groups.create(DEMO_GROUP);
  await groups.addMember(group.id, user.id, true);

  const channelIds = new Map<string, number>();
  for (const channel of demoChannels) {
    // Demo channels are never polled: their sources are made up, and their meetings ship here.
    const created = await channels.create({ ...channel, demo: true });
    channelIds.set(channel.name, created.id);
    await groups.addChannel(group.id, created.id);
  }

  const now = Date.now();
  for (const meeting of demoMeetings) {
    let clock = 30;
    const segments = meeting.segments.map((segment) => {
      const duration = segment.text.split(/\s+/).length / WORDS_PER_SECOND + PAUSE_SECONDS;
      const start = clock;
      clock += duration;
      return {
        start_seconds: Math.round(start),
        end_seconds: Math.round(clock),
        speaker: segment.speaker,
        text: segment.text,
      };
    });
    const uploaded = new Date(now - meeting.daysAgo * 86_400_000);
    uploaded.setUTCHours(23, 30, 0, 0);
    const created = await meetings.upsert({
      channel_id: channelIds.get(meeting.channel) ?? 0,
      video_url: meeting.videoUrl,
      title: meeting.title,
      upload_date: uploaded,
      length_seconds: Math.round(clock + 60),
    });
    await meetings.replaceTranscript(created, segments, 'demo');
  }
  context.logger.info({ meetings: demoMeetings.length }, 'demo content created');
  return { email: DEMO_EMAIL, password: DEMO_PASSWORD };
}
