import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { resultItem } from '../../../test/search-fixtures';
import { renderWithProviders } from '../../../test/render';
import { normalizeSegment } from '../utils/segments';
import { TranscriptTable, type TranscriptTableProps } from './TranscriptTable';

const segments = [
  resultItem({
    id: 'a',
    segment: 0,
    segment_start: '00:00:30',
    transcript: 'Call to order.',
    speaker_name: 'Mayor',
  }),
  resultItem({ id: 'b', segment: 1, segment_start: '00:00:41', transcript: '0', speaker_name: 'Clerk' }),
  resultItem({
    id: 'c',
    segment: 2,
    segment_start: '00:01:05',
    transcript: 'Water rates rise.',
    speaker_name: null,
  }),
].map(normalizeSegment);

function renderTable(props: Partial<TranscriptTableProps> = {}) {
  const onSeek = vi.fn();
  const onLoadMore = vi.fn();
  renderWithProviders(
    <TranscriptTable
      segments={segments}
      targetIndex={-1}
      highlightsFor={(segment) => (segment.segment === 2 ? ['water'] : [])}
      onSeek={onSeek}
      hasMore={false}
      loadingMore={false}
      loadMoreFailed={false}
      onLoadMore={onLoadMore}
      {...props}
    />,
  );
  return { onSeek, onLoadMore };
}

const bodyRows = () => screen.getAllByRole('row').slice(1);

describe('transcript table', () => {
  it('has a row per segment with its time, speaker and text', () => {
    renderTable();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Time',
      'Speaker',
      'Text',
    ]);
    const rows = bodyRows();
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByRole('button', { name: 'Play from 00:00:30' }).textContent).toBe('00:00:30');
    expect(within(rows[0]!).getByText('Mayor', { selector: 'td' })).toBeTruthy();
    expect(within(rows[0]!).getByText('Call to order.')).toBeTruthy();
  });

  it("shows 'no speech' for a transcript of 0 and 'Unknown Speaker' for a missing speaker", () => {
    renderTable();
    const rows = bodyRows();
    expect(within(rows[1]!).getByText('no speech')).toBeTruthy();
    expect(within(rows[1]!).queryByText('0')).toBeNull();
    expect(within(rows[2]!).getByText('Unknown Speaker', { selector: 'td' })).toBeTruthy();
  });

  it('highlights the search words', () => {
    renderTable();
    const marks = bodyRows()[2]!.querySelectorAll('mark');
    expect([...marks].map((mark) => mark.textContent)).toEqual(['Water']);
  });

  it('seeks the video when a time is clicked', () => {
    const { onSeek } = renderTable();
    fireEvent.click(screen.getByRole('button', { name: 'Play from 00:01:05' }));
    expect(onSeek).toHaveBeenCalledWith(65);
  });

  it('marks the target row', () => {
    renderTable({ targetIndex: 2 });
    expect(screen.getByRole('row', { current: true }).getAttribute('data-segment')).toBe('2');
  });

  it('shows a loading row while more of the transcript is coming', () => {
    renderTable({ hasMore: true, loadingMore: true });
    expect(screen.getByText('Loading more of the transcript...')).toBeTruthy();
  });

  it('offers to try again when the next page fails', () => {
    const { onLoadMore } = renderTable({ hasMore: true, loadMoreFailed: true });
    expect(screen.getByText('The rest of the transcript could not be loaded.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onLoadMore).toHaveBeenCalled();
  });

  it('asks for the next page when the rows do not fill the box', () => {
    const { onLoadMore } = renderTable({ hasMore: true });
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });
});
