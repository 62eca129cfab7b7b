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

export const demoMeetings: DemoMeeting[] = [
  {
    channel: 'Fairview City Council',
    title: 'Fairview City Council Regular Meeting',
    daysAgo: 1,
    videoUrl: 'https://www.youtube.com/watch?v=gvDemoFv001',
    segments: buildMeeting('Fairview City Council', ['water', 'zoning']),
  },
  {
    channel: 'Fairview City Council',
    title: 'Fairview City Council Budget Hearing',
    daysAgo: 15,
    videoUrl: 'https://www.youtube.com/watch?v=gvDemoFv002',
    segments: buildMeeting('Fairview City Council', ['budget', 'roads']),
  },
  {
    channel: 'Fairview City Council',
    title: 'Fairview City Council "Special" Session',
    daysAgo: 40,
    videoUrl: 'https://www.youtube.com/watch?v=gvDemoFv003',
    segments: buildMeeting(
      'Fairview City Council',
      ['police'],
      'This special session was called to consider a single item.',
    ),
  },
  {
    channel: 'Lake County Commission',
    title: 'Lake County Commission Regular Session',
    daysAgo: 2,
    videoUrl: 'https://www.youtube.com/watch?v=gvDemoLc001',
    segments: buildMeeting('Lake County Commission', ['broadband', 'roads']),
  },
  {
    channel: 'Lake County Commission',
    title: 'Lake County Commission Work Session',
    daysAgo: 9,
    videoUrl: 'https://www.youtube.com/watch?v=gvDemoLc002',
    segments: buildMeeting('Lake County Commission', ['budget']),
  },
  {
    channel: 'Lake County Commission',
    title: 'Lake County Commission Regular Session',
    daysAgo: 30,
    videoUrl: 'https://www.youtube.com/watch?v=gvDemoLc003',
    segments: buildMeeting('Lake County Commission', ['parks', 'police']),
  },
  {
    channel: 'Millbrook Board of Education',
    title: 'Millbrook Board of Education Regular Meeting',
    daysAgo: 3,
    videoUrl: 'https://vimeo.com/900000001',
    segments: buildMeeting('Millbrook Board of Education', ['schools']),
  },
  {
    channel: 'Millbrook Board of Education',
    title: 'Millbrook Board of Education Budget Workshop',
    daysAgo: 20,
    videoUrl: 'https://vimeo.com/900000002',
    segments: buildMeeting('Millbrook Board of Education', ['budget', 'broadband']),
  },
  {
    channel: 'Millbrook Board of Education',
    title: 'Millbrook Board of Education Regular Meeting',
    daysAgo: 60,
    videoUrl: 'https://vimeo.com/900000003',
    segments: buildMeeting('Millbrook Board of Education', ['schools', 'parks']),
  },
  {
    channel: 'Millbrook City Council',
    title: 'Millbrook City Council Meeting',
    daysAgo: 5,
    videoUrl: 'https://www.youtube.com/watch?v=gvDemoMb001',
    segments: buildMeeting('Millbrook City Council', ['zoning', 'parks']),
  },
  {
    channel: 'Millbrook City Council',
    title: 'Millbrook City Council Meeting',
    daysAgo: 12,
    videoUrl: 'https://www.youtube.com/watch?v=gvDemoMb002',
    segments: buildMeeting('Millbrook City Council', ['water', 'police']),
  },
  {
    channel: 'Millbrook City Council',
    title: 'Millbrook City Council Meeting',
    daysAgo: 90,
    videoUrl: 'https://www.youtube.com/watch?v=gvDemoMb003',
    segments: buildMeeting('Millbrook City Council', ['roads', 'broadband', 'budget']),
  },
];
