/**
 * Synthetic demo meetings: fictional towns, people and debates, written for Gavel's demo so a
 * newcomer can try every screen offline. Each meeting follows the order of business of a real
 * council meeting (call to order, roll call, minutes, public comment, agenda items with motions
 * and roll-call votes, adjournment).
 */
import { agenda } from './agenda.ts';

export interface DemoChannel {
  name: string;
  locality: string;
  state: string;
  platform: 'youtube' | 'vimeo';
  source: string;
}

export interface DemoSegment {
  speaker: string;
  text: string;
}

export interface DemoMeeting {
  channel: string;
  title: string;
  daysAgo: number;
  videoUrl: string;
  segments: DemoSegment[];
}

export const demoChannels: DemoChannel[] = [
  {
    name: 'Fairview City Council',
    locality: 'Fairview',
    state: 'OH',
    platform: 'youtube',
    source: 'UCfairviewcitycouncil01',
  },
  {
    name: 'Lake County Commission',
    locality: 'Lake County',
    state: 'OH',
    platform: 'youtube',
    source: 'UClakecountycommission1',
  },
  {
    name: 'Millbrook Board of Education',
    locality: 'Millbrook',
    state: 'MI',
    platform: 'vimeo',
    source: 'millbrookschools',
  },
  {
    name: 'Millbrook City Council',
    locality: 'Millbrook',
    state: 'MI',
    platform: 'youtube',
    source: 'UCmillbrookcitycouncil1',
  },
];

const councils: Record<string, { chair: string; clerk: string; staff: string; members: string[] }> = {
  'Fairview City Council': {
    chair: 'Mayor Dana Whitfield',
    clerk: 'Clerk Ruth Alvarez',
    staff: 'City Manager Owen Park',
    members: [
      'Council Member Grant',
      'Council Member Osei',
      'Council Member Lindqvist',
      'Council Member Reyes',
      'Council Member Hart',
    ],
  },
  'Lake County Commission': {
    chair: 'Chair Patricia Moore',
    clerk: 'Clerk Samuel Burke',
    staff: 'County Administrator Lena Fox',
    members: [
      'Commissioner Abbott',
      'Commissioner Nakamura',
      'Commissioner Doyle',
      'Commissioner Pruitt',
      'Commissioner Vance',
    ],
  },
  'Millbrook Board of Education': {
    chair: 'President Alicia Grant',
    clerk: 'Secretary Tom Becker',
    staff: 'Superintendent Marcus Hill',
    members: ['Trustee Kowalski', 'Trustee Brennan', 'Trustee Adeyemi', 'Trustee Fontaine', 'Trustee Silva'],
  },
  'Millbrook City Council': {
    chair: 'Mayor Robert Chen',
    clerk: 'Clerk Janet Ross',
    staff: 'City Manager Priya Shah',
    members: [
      'Council Member Walsh',
      'Council Member Dubois',
      'Council Member Ortiz',
      'Council Member Kim',
      'Council Member Novak',
    ],
  },
};

const residents = [
  'Resident Carol Jennings',
  'Resident Luis Ortega',
  'Resident Hannah Brooks',
  'Resident Marcus Bell',
  'Resident Ellen Park',
];

function buildMeeting(channel: string, items: string[], special?: string): DemoSegment[] {
  const body = councils[channel];
  if (!body) {
    throw new Error(`No demo council for ${channel}`);
  }
  const s: DemoSegment[] = [];
  const say = (speaker: string, text: string) => s.push({ speaker, text });
  say(body.chair, 'Good evening everyone. I call this meeting to order. The time is six oh two p.m.');
  say(body.chair, 'Please rise for the pledge of allegiance.');
  say(body.chair, 'Will the clerk please call the roll.');
  for (const member of body.members) {
    say(body.clerk, `${member}?`);
    say(member, 'Present.');
  }
  say(body.clerk, 'We have a quorum.');
  say(body.chair, 'The next item is approval of the minutes of the previous meeting. Is there a motion?');
  say(body.members[0] ?? body.chair, 'So moved.');
  say(body.members[1] ?? body.chair, 'Second.');
  say(body.chair, 'All in favor say aye. Any opposed? The minutes are approved unanimously.');
  if (special) {
    say(body.chair, special);
  }
  say(
    body.chair,
    'We now move to public comment. Each speaker has three minutes. Please state your name for the record.',
  );
  let residentIndex = 0;
  const resident = () => residents[residentIndex++ % residents.length] ?? 'Resident';
  for (const key of items) {
    const item = agenda[key];
    if (!item) {
      throw new Error(`No demo agenda item ${key}`);
    }
    for (const comment of item.publicComment) {
      say(resident(), comment);
    }
  }
  say(body.chair, 'Thank you. That closes public comment. We will move to the agenda.');
  for (const [number, key] of items.entries()) {
    const item = agenda[key];
    if (!item) {
      continue;
    }
    say(body.chair, `Item number ${number + 1} on the agenda is ${item.heading}.`);
    for (const line of item.staff) {
      say(body.staff, line);
    }
    item.discussion.forEach((line, i) =>
      say(body.members[(i + number) % body.members.length] ?? body.chair, line),
    );
    if (item.heated) {
      say(resident(), item.heated[1] ?? item.heated[0] ?? '');
      say(body.chair, item.heated[0] ?? 'Order, please.');
      if (item.heated[2]) {
        say(body.chair, item.heated[2]);
      }
    }
    say(body.members[number % body.members.length] ?? body.chair, item.motion);
    say(body.members[(number + 2) % body.members.length] ?? body.chair, 'Second.');
    say(body.chair, 'Motion and a second. Clerk, please call the roll.');
    item.votes.forEach((vote, i) => {
      const member = body.members[i] ?? body.chair;
      say(body.clerk, `${member}?`);
      say(member, vote);
    });
    const yes = item.votes.filter((v) => v === 'Yes').length;
    const no = item.votes.filter((v) => v === 'No').length;
    const words = ['zero', 'one', 'two', 'three', 'four', 'five'];
    say(
      body.chair,
      no === 0
        ? 'The motion passes unanimously.'
        : `The motion carries ${words[yes] ?? yes} to ${words[no] ?? no}.`,
    );
  }
  say(body.chair, 'Reports from members. Anything for the good of the order?');
  say(body.members[2] ?? body.chair, 'Just a reminder that the farmers market opens Saturday on the square.');
  say(body.chair, 'Is there a motion to adjourn? All in favor? We are adjourned at eight forty seven p.m.');
  return s;
}

const SPECIAL_SESSION = 'This special session was called to consider a single item.';

/**
 * The demo meetings, by channel, in the order they are listed: what follows the channel's name in
 * the title, how many days ago the meeting was held, the video's id on the channel's platform, the
 * agenda items taken up, and (for a special session) what the chair says it was called for.
 */
const schedule: Record<
  string,
  [title: string, daysAgo: number, video: string, items: string[], special?: string][]
> = {
  'Fairview City Council': [
    ['Regular Meeting', 1, 'gvDemoFv001', ['water', 'zoning']],
    ['Budget Hearing', 15, 'gvDemoFv002', ['budget', 'roads']],
    ['"Special" Session', 40, 'gvDemoFv003', ['police'], SPECIAL_SESSION],
  ],
  'Lake County Commission': [
    ['Regular Session', 2, 'gvDemoLc001', ['broadband', 'roads']],
    ['Work Session', 9, 'gvDemoLc002', ['budget']],
    ['Regular Session', 30, 'gvDemoLc003', ['parks', 'police']],
  ],
  'Millbrook Board of Education': [
    ['Regular Meeting', 3, '900000001', ['schools']],
    ['Budget Workshop', 20, '900000002', ['budget', 'broadband']],
    ['Regular Meeting', 60, '900000003', ['schools', 'parks']],
  ],
  'Millbrook City Council': [
    ['Meeting', 5, 'gvDemoMb001', ['zoning', 'parks']],
    ['Meeting', 12, 'gvDemoMb002', ['water', 'police']],
    ['Meeting', 90, 'gvDemoMb003', ['roads', 'broadband', 'budget']],
  ],
};

const videoUrls: Record<DemoChannel['platform'], (id: string) => string> = {
  youtube: (id) => `https://www.youtube.com/watch?v=${id}`,
  vimeo: (id) => `https://vimeo.com/${id}`,
};

export const demoMeetings: DemoMeeting[] = Object.entries(schedule).flatMap(([channel, meetings]) => {
  const platform = demoChannels.find((c) => c.name === channel)?.platform;
  if (!platform) {
    throw new Error(`No demo channel ${channel}`);
  }
  return meetings.map(([title, daysAgo, video, items, special]) => ({
    channel,
    title: `${channel} ${title}`,
    daysAgo,
    videoUrl: videoUrls[platform](video),
    segments: buildMeeting(channel, items, special),
  }));
});
