import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LatestMeetings } from '../features/search/components/LatestMeetings';
import { renderWithProviders } from '../test/render';
import { LoadingSpinner } from './LoadingSpinner';

// A named spinner must be a status region: axe reports an aria-label on a plain span
// (aria-prohibited-attr), as it did on the search page while the latest meetings loaded.
describe('LoadingSpinner', () => {
  it('is a polite status region named for what loads', () => {
    renderWithProviders(<LoadingSpinner label="Loading alerts" />);
    expect(screen.getByRole('status', { name: 'Loading alerts' }).getAttribute('aria-live')).toBe('polite');
  });

  it('names the latest meetings while they load', () => {
    renderWithProviders(
      <LatestMeetings meetings={undefined} loading failed={false} onOpen={() => undefined} />,
    );
    expect(screen.getByRole('status', { name: 'Loading the latest meetings' }).tagName).toBe('SPAN');
  });
});
