import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { TranscriptErrorBoundary } from './TranscriptErrorBoundary';

let broken = true;
function Fragile() {
  if (broken) {
    throw new Error('bad segment');
  }
  return <p>Transcript rows</p>;
}

describe('transcript error boundary', () => {
  it('shows the failure with Try again, which renders the transcript again', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    broken = true;
    renderWithProviders(
      <TranscriptErrorBoundary>
        <Fragile />
      </TranscriptErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByText("We're having trouble displaying this transcript.")).toBeTruthy();

    broken = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('Transcript rows')).toBeTruthy();
  });
});
