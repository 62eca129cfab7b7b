import type { Alert } from '@gavel/contract';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { AlertsTable } from './AlertsTable';

const stopped: Alert = {
  id: 3,
  keywords: ['police chief'],
  locality: [],
  state: [],
  is_notifying: false,
  active: false,
  last_sent: null,
  stopped_from_email_at: '2026-11-20T15:00:00Z',
  rss_url: 'https://gavel.example/api/alerts/feed/token',
};

describe('AlertsTable', () => {
  it('shows an alert stopped from an email as paused, turned back on in one click', () => {
    const onToggle = vi.fn();
    const noop = vi.fn();
    renderWithProviders(
      <AlertsTable
        alerts={[stopped, { ...stopped, id: 4, keywords: ['budget'], stopped_from_email_at: null }]}
        kind="inactive"
        onDuplicate={noop}
        onEdit={noop}
        onToggle={onToggle}
        onDelete={noop}
      />,
    );
    expect(screen.getAllByText(/^Stopped from an email on /)).toHaveLength(1);
    expect(screen.getByText('Stopped from an email on Nov. 20, 2026')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Activate alert police chief' }));
    expect(onToggle).toHaveBeenCalledWith(stopped);
  });
});
