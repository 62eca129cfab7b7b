import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { CopyLinkButton } from './CopyLinkButton';

const VIDEO = 'https://vimeo.com/900000001';
const origin = () => window.location.origin;

function stubClipboard(writeText: (text: string) => Promise<void>) {
  const spy = vi.fn(writeText);
  vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText: spy } });
  return spy;
}

describe('Copy direct link', () => {
  it('copies the link at the target moment and confirms for 2 s', async () => {
    vi.useFakeTimers();
    const writeText = stubClipboard(() => Promise.resolve());
    renderWithProviders(<CopyLinkButton videoUrl={VIDEO} seconds={125} />);

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy direct link' }));
      await Promise.resolve();
    });
    expect(writeText).toHaveBeenCalledWith(
      `${origin()}/transcript/https%3A%2F%2Fvimeo.com%2F900000001?t=125`,
    );
    expect(screen.getByText('Direct link copied!')).toBeTruthy();

    act(() => {
      vi.advanceTimersByTime(1999);
    });
    expect(screen.queryByText('Direct link copied!')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText('Direct link copied!')).toBeNull();
  });

  it('links to the meeting itself without a target', async () => {
    const writeText = stubClipboard(() => Promise.resolve());
    renderWithProviders(<CopyLinkButton videoUrl={VIDEO} seconds={null} />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy direct link' }));
    expect(await screen.findByText('Direct link copied!')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(`${origin()}/transcript/https%3A%2F%2Fvimeo.com%2F900000001`);
  });

  it('shows the link in an alert when it cannot be copied', async () => {
    stubClipboard(() => Promise.reject(new Error('denied')));
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    renderWithProviders(<CopyLinkButton videoUrl={VIDEO} seconds={7} />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy direct link' }));
    await vi.waitFor(() => expect(alert).toHaveBeenCalledTimes(1));
    expect(alert.mock.calls[0]?.[0]).toContain(
      `${origin()}/transcript/https%3A%2F%2Fvimeo.com%2F900000001?t=7`,
    );
    expect(screen.queryByText('Direct link copied!')).toBeNull();
  });
});
