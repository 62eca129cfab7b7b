/**
 * The agenda items of the synthetic demo meetings: what staff, residents and members say about
 * each, the motion and the roll-call votes (see meetings.ts).
 */
export interface AgendaItem {
  heading: string;
  staff: string[];
  publicComment: string[];
  discussion: string[];
  motion: string;
  /** Votes in roll-call order: 'Yes', 'No' or 'Abstain'. */
  votes: ('Yes' | 'No' | 'Abstain')[];
  heated?: string[];
}

export const agenda: Record<string, AgendaItem> = {
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
