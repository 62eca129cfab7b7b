import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { EmbedCodeDialog } from './EmbedCodeDialog';

const ID = 'abcdefghijklmnopqrstuv';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Embed Code dialog', () => {
  it('shows the code at 600 by 800, copies it at 100% by 600 and confirms for 2 s', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderWithProviders(<EmbedCodeDialog embedId={ID} onClose={() => undefined} />);
    const code = await screen.findByTestId('embed-code');
    const src = `${window.location.origin}/embed/${ID}`;
    expect(code.textContent).toContain(`src="${src}" width="600" height="800"`);

    vi.useFakeTimers();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
      await Promise.resolve();
    });
    expect(writeText).toHaveBeenCalledWith(expect.stringContaining(`src="${src}" width="100%" height="600"`));
    expect(screen.getByText('Copied to clipboard!')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(1999);
    });
    expect(screen.queryByText('Copied to clipboard!')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText('Copied to clipboard!')).toBeNull();
  });

  it('closes on Escape and on the X', async () => {
    const onClose = vi.fn();
    renderWithProviders(<EmbedCodeDialog embedId={ID} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
