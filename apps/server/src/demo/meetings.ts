/**
 * Synthetic demo meetings: fictional towns, people and debates, written for Gavel's demo so a
 * newcomer can try every screen offline. Each meeting follows the order of business of a real
 * council meeting (call to order, roll call, minutes, public comment, agenda items with motions
 * and roll-call votes, adjournment).
 */

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

interface AgendaItem {
  heading: string;
  staff: string[];
  publicComment: string[];
  discussion: string[];
  motion: string;
  /** Votes in roll-call order: 'Yes', 'No' or 'Abstain'. */
  votes: ('Yes' | 'No' | 'Abstain')[];
  heated?: string[];
}

const agenda: Record<string, AgendaItem> = {
  water: {
    heading: 'Ordinance 2026-14, amending water and sewer rates',
    staff: [
      'Thank you. The utilities department is recommending a four percent increase in water rates starting January first.',
      'Most of that increase pays for replacing lead service lines on the east side, about nine hundred of them.',
      'For a typical household that works out to roughly three dollars and twenty cents more per month.',
    ],
    publicComment: [
      'I live on Maple Street and my water bill has already gone up twice in three years. Seniors on fixed incomes cannot keep absorbing this.',
      'I support replacing the lead pipes. My kids drink that water. Please do not delay it another year.',
    ],
    discussion: [
      'Can we phase the increase in over two years so it is not all at once for residents?',
      'If we phase it, the lead line replacement slows down and the state grant match is at risk.',
      'I would like staff to come back with a low income assistance program alongside this ordinance.',
    ],
    motion: 'I move that we adopt ordinance 2026-14 on second reading.',
    votes: ['Yes', 'Yes', 'No', 'Yes', 'Yes'],
  },
  zoning: {
    heading: 'Resolution on the rezoning of 400 Commerce Drive for mixed-use housing',
    staff: [
      'The applicant is requesting a rezoning from light industrial to mixed use to build one hundred and twenty apartments with retail on the ground floor.',
      'The planning commission recommended approval four to one with conditions on parking and a traffic study.',
    ],
    publicComment: [
      'Traffic on Commerce Drive is already backed up every morning. Adding a hundred and twenty units will make it impossible.',
      'We desperately need housing in this town. My daughter cannot afford to live where she grew up.',
      'This developer has not answered a single question about affordable units. Not one.',
    ],
    discussion: [
      'I share the traffic concerns, but the study shows the intersection stays at an acceptable level of service.',
      'Will any of these units be affordable? I want that in writing before I vote.',
      'The agreement sets aside twelve units at sixty percent of area median income.',
    ],
    heated: [
      'Point of order! The speaker has exceeded the time limit and is out of order.',
      'You are not listening to us! You never listen to us!',
      'Order. I will call a five minute recess if we cannot keep this civil.',
    ],
    motion: 'Motion to approve the resolution with the conditions recommended by the planning commission.',
    votes: ['Yes', 'No', 'Yes', 'Yes', 'No'],
  },
  budget: {
    heading: 'Public hearing on the fiscal year 2027 budget',
    staff: [
      'The proposed general fund budget is forty two point six million dollars, a two percent increase over last year.',
      'The largest increases are in public safety staffing and road resurfacing.',
      'We are proposing to keep the property tax rate flat and draw one point one million from reserves.',
    ],
    publicComment: [
      'I want to thank the council for finally funding the library hours. Saturday hours matter to working families.',
      'Drawing down the reserves two years in a row is not sustainable. What happens when the next recession hits?',
    ],
    discussion: [
      'Our reserve policy says we keep at least sixteen percent of expenditures. Where does this leave us?',
      'After this draw the reserve would sit at about nineteen percent, still above the policy floor.',
      'I would rather cut the consultant line item than touch the reserves.',
    ],
    motion: 'I move to adopt the fiscal year 2027 budget as presented.',
    votes: ['Yes', 'Yes', 'Yes', 'Yes', 'Abstain'],
  },
  police: {
    heading: 'Contract for police body cameras and the records management system',
    staff: [
      'The police department is asking for approval of a five year contract for body worn cameras, totalling eight hundred and ten thousand dollars.',
      'The contract includes cloud storage for video and redaction software for public records requests.',
    ],
    publicComment: [
      'Body cameras only build trust if the footage is released. What is the policy for releasing video to the public?',
      'I support this. Officers and residents are both protected when there is a record.',
    ],
    discussion: [
      'The draft release policy will come back to this council in March for a public hearing.',
      'I am concerned about a five year lock-in with a single vendor. Is there an exit clause?',
      'Yes, the city can terminate for convenience with ninety days notice after the second year.',
    ],
    motion: 'Motion to authorize the city manager to execute the body camera contract.',
    votes: ['Yes', 'Yes', 'Yes', 'No', 'Yes'],
  },
  parks: {
    heading: 'Resolution accepting a state grant for the Riverside Park trail',
    staff: [
      'We have been awarded a state recreation grant of four hundred and fifty thousand dollars for the Riverside Park trail extension.',
      'The city match is ninety thousand dollars, already set aside in the capital plan.',
    ],
    publicComment: [
      'The trail connects two neighborhoods that have no sidewalks between them. Thank you for pursuing this.',
    ],
    discussion: [
      'When would construction start, and will the boat launch be closed?',
      'Construction would begin next spring; the boat launch stays open except for two weeks of paving.',
    ],
    motion: 'I move to accept the grant and approve the local match.',
    votes: ['Yes', 'Yes', 'Yes', 'Yes', 'Yes'],
  },
  schools: {
    heading: 'Approval of the school start time change and bus routes',
    staff: [
      'The transportation study recommends moving the high school start time from seven fifteen to eight thirty.',
      'That requires three additional bus routes at an annual cost of about two hundred and forty thousand dollars.',
    ],
    publicComment: [
      'As a pediatrician I can tell you teenagers need the extra sleep. The research is very clear on this.',
      'Moving the start time wrecks after school jobs and sports. My son works to help our family.',
      'Nobody asked the bus drivers. We are already short eleven drivers this year.',
    ],
    discussion: [
      'How are we going to staff three more routes when we cannot fill the routes we have?',
      'We are proposing a signing bonus and a wage increase for drivers in the same resolution.',
    ],
    heated: [
      'That is simply not true and you know it is not true!',
      'Please address your comments to the board, not to members of the audience.',
    ],
    motion: 'Motion to approve the new start time effective next school year.',
    votes: ['Yes', 'Yes', 'No', 'Yes', 'Yes'],
  },
  broadband: {
    heading: 'Agreement with the county for a broadband expansion partnership',
    staff: [
      'The county would use its federal recovery funds to extend fiber broadband to about two thousand rural households.',
      'The provider commits to a price of fifty dollars per month for one hundred megabit service for ten years.',
    ],
    publicComment: [
      'My kids do their homework in the library parking lot because we have no internet at home. Please pass this.',
    ],
    discussion: [
      'What happens if the provider misses the build out deadlines?',
      'There are clawback provisions; the provider repays the grant for any household not served by the deadline.',
    ],
    motion: 'I move to approve the broadband partnership agreement.',
    votes: ['Yes', 'Yes', 'Yes', 'Yes', 'Yes'],
  },
  roads: {
    heading: 'Award of the 2026 road resurfacing contract',
    staff: [
      'We received five bids for the resurfacing program. The lowest responsible bidder is Northline Paving at one point eight million dollars.',
      'The program covers fourteen miles of road, including Oak Avenue and the Main Street corridor.',
    ],
    publicComment: ['Oak Avenue has potholes you could lose a tire in. I am glad it is finally on the list.'],
    discussion: [
      'Is Northline the same contractor that finished the bridge project late last year?',
      'Yes, and the contract now includes liquidated damages of two thousand dollars per day for delays.',
    ],
    motion: 'Motion to award the resurfacing contract to Northline Paving.',
    votes: ['Yes', 'Yes', 'Yes', 'Yes', 'No'],
  },
};

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
