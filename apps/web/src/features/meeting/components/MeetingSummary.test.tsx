import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { summaryFixture } from '../../../test/summary-fixtures';
import { MeetingSummary, type MeetingSummaryProps } from './MeetingSummary';

function renderSummary(props: Partial<MeetingSummaryProps> = {}) {
  const onSeek = vi.fn();
  const view = renderWithProviders(
    <MeetingSummary
      summary={summaryFixture()}
      currentSection={-1}
      targetSeconds={null}
      onSeek={onSeek}
      {...props}
    />,
  );
  return { onSeek, ...view };
}

const summaryRegion = () => screen.getByRole('region', { name: 'Meeting summary' });
const topicButton = (name: RegExp) => within(summaryRegion()).getByRole('button', { name });

describe('meeting summary', () => {
  it('lists the sections with their time ranges, each with its topics, all closed', () => {
    renderSummary();
    const sections = within(summaryRegion()).getAllByRole('heading', { level: 3 });
    expect(sections.map((heading) => heading.textContent)).toEqual([
      'Call to order',
      'Public comment',
      'Ordinances and resolutions',
    ]);
    expect(screen.getByRole('button', { name: 'Play Public comment from 00:01:00' })).toBeTruthy();
    expect(screen.getByText('– 00:02:00')).toBeTruthy();
    const topics = within(summaryRegion()).getAllByRole('heading', { level: 4 });
    expect(topics.map((heading) => heading.textContent)).toEqual([
      'Opening Duration 00:00:10',
      'Speaker: Luis Ortega Duration 00:00:10',
      'Speaker: Ellen Park Duration 00:00:10',
      'Item 1: Water and sewer rates Duration 00:02:00 · 5 votes · 1 heightened moment',
    ]);
    for (const button of within(summaryRegion()).getAllByRole('button', { expanded: false })) {
      expect(button.getAttribute('aria-expanded')).toBe('false');
    }
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('opens a topic to its summary, votes, emotions and segments', async () => {
    renderSummary();
    const item = topicButton(/^Item 1: /);
    fireEvent.click(item);
    expect(item.getAttribute('aria-expanded')).toBe('true');

    expect(await screen.findByRole('heading', { name: 'Votes' })).toBeTruthy();
    expect(screen.getByText('Rates rise four percent. Motion carried 3–2.')).toBeTruthy();
    expect(screen.getByText('Yes 3 · No 2')).toBeTruthy();
    const votes = screen.getByRole('table', { name: 'Roll-call votes on Item 1: Water and sewer rates' });
    expect(
      within(votes)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'MemberVote',
      'Council Member GrantYes',
      'Council Member OseiNo',
      'Council Member LindqvistYes',
      'Council Member ReyesYes',
      'Council Member HartNo',
    ]);

    expect(screen.getByRole('heading', { name: 'Heightened emotions' })).toBeTruthy();
    expect(screen.getByText('Call for order: "Point of order! The speaker is out of order."')).toBeTruthy();

    expect(screen.getByRole('heading', { name: 'Transcript' })).toBeTruthy();
    expect(screen.getByText('City Manager Owen Park')).toBeTruthy();
    expect(screen.getByText('Unknown Speaker')).toBeTruthy();
    const mark = screen.getByText('water', { selector: 'mark' });
    expect(mark.closest('li')?.textContent).toContain('The water rates go up four percent.');

    // Closing it again.
    fireEvent.click(item);
    expect(item.getAttribute('aria-expanded')).toBe('false');
  });

  it('seeks to the times of sections, topics, emotions and segments', async () => {
    const { onSeek } = renderSummary();
    fireEvent.click(screen.getByRole('button', { name: 'Play Public comment from 00:01:00' }));
    expect(onSeek).toHaveBeenLastCalledWith(60);
    fireEvent.click(screen.getByRole('button', { name: 'Play Speaker: Ellen Park from 00:01:30' }));
    expect(onSeek).toHaveBeenLastCalledWith(90);

    fireEvent.click(topicButton(/^Item 1: /));
    await screen.findByRole('heading', { name: 'Votes' });
    const [emotion, segment] = screen.getAllByRole('button', { name: 'Play from 00:03:10' });
    fireEvent.click(emotion!);
    expect(onSeek).toHaveBeenLastCalledWith(190);
    fireEvent.click(segment!);
    expect(onSeek).toHaveBeenCalledTimes(4);
    fireEvent.click(screen.getByRole('button', { name: 'Play from 00:02:05' }));
    expect(onSeek).toHaveBeenLastCalledWith(125);
  });

  it('marks the current section, in words as well as colour', () => {
    function Following() {
      const [section, setSection] = useState(1);
      return (
        <>
          <button type="button" onClick={() => setSection(2)}>
            Read on
          </button>
          <MeetingSummary
            summary={summaryFixture()}
            currentSection={section}
            targetSeconds={null}
            onSeek={vi.fn()}
          />
        </>
      );
    }
    renderWithProviders(<Following />);
    const current = () => within(summaryRegion()).getByRole('listitem', { current: true });
    expect(within(current()).getByRole('heading', { level: 3 }).textContent).toBe('Public comment');
    expect(within(current()).getByText('Now reading')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Read on' }));
    expect(within(current()).getByRole('heading', { level: 3 }).textContent).toBe(
      'Ordinances and resolutions',
    );
    expect(screen.getAllByText('Now reading')).toHaveLength(1);
  });

  it('opens the topic holding the target moment', () => {
    renderSummary({ targetSeconds: 95 });
    expect(topicButton(/^Speaker: Ellen Park/).getAttribute('aria-expanded')).toBe('true');
    expect(topicButton(/^Speaker: Luis Ortega/).getAttribute('aria-expanded')).toBe('false');
  });

  it('starts with the decisions, each jumping to its moment, and shows a decision with its per-member votes', async () => {
    const summary = summaryFixture();
    const item = summary[2]!.topics[0]!;
    item.motions = [
      {
        motion: 'Adopt ordinance 2026-14 on second reading',
        mover: 'Council Member Grant',
        seconder: 'Council Member Lindqvist',
        result: 'carried',
        unanimous: false,
        tally: { yes: 3, no: 2, abstain: 0, absent: 0 },
        timestamp: '00:03:40',
        votes: item.votes,
      },
    ];
    const { onSeek } = renderSummary({ summary });
    const decisions = within(summaryRegion()).getByRole('region', { name: 'Decisions' });
    expect(decisions.textContent).toContain(
      'Item 1: Water and sewer rates — Adopt ordinance 2026-14 on second reading: Carried 3–2',
    );
    fireEvent.click(
      within(decisions).getByRole('button', {
        name: 'Play the decision on Item 1: Water and sewer rates from 00:03:40',
      }),
    );
    expect(onSeek).toHaveBeenLastCalledWith(220);

    fireEvent.click(topicButton(/^Item 1: /));
    expect(await screen.findByRole('heading', { name: 'Decisions', level: 5 })).toBeTruthy();
    expect(
      screen.getByText('Moved by Council Member Grant, seconded by Council Member Lindqvist'),
    ).toBeTruthy();
    const votes = screen.getByRole('table', { name: 'Votes on Adopt ordinance 2026-14 on second reading' });
    expect(within(votes).getAllByRole('row')).toHaveLength(6);
    // The votes of the decision are not shown a second time.
    expect(screen.queryByRole('table', { name: /^Roll-call votes/ })).toBeNull();
  });

  it('shows no decisions list when nothing was decided', () => {
    renderSummary();
    expect(within(summaryRegion()).queryByRole('region', { name: 'Decisions' })).toBeNull();
  });
});
