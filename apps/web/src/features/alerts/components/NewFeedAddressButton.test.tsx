import type { Alert } from '@gavel/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { NewFeedAddressButton } from './NewFeedAddressButton';

const alert: Alert = {
  id: 7,
  keywords: ['levee'],
  locality: [],
  state: [],
  is_notifying: true,
  active: true,
  last_sent: null,
  rss_url: 'https://gavel.example/api/alerts/feed/old-token',
};

describe('NewFeedAddressButton', () => {
  it('asks the server for a new RSS address for the alert', async () => {
    const { calls } = mockFetch({
      'POST /user_auth/alerts/rss/': {
        status: 200,
        body: { ...alert, rss_url: 'https://gavel.example/api/alerts/feed/new-token' },
      },
    });
    renderWithProviders(<NewFeedAddressButton alert={alert} name="levee" />);
    fireEvent.click(screen.getByRole('button', { name: 'New RSS address for alert levee' }));
    await waitFor(() => expect(calls('POST /user_auth/alerts/rss/')).toHaveLength(1));
    expect(calls('POST /user_auth/alerts/rss/')[0]?.body).toEqual({ id: 7 });
  });
});
