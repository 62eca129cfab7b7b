import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { alertDraft } from '../utils/add-alert';
import { AddAlertButton } from './AddAlertButton';

describe('add-alert button', () => {
  it('is disabled with nothing to follow', () => {
    renderWithProviders(<AddAlertButton draft={alertDraft('', [], [])} onAddAlert={vi.fn()} />);
    expect(
      screen.getByRole<HTMLButtonElement>('button', { name: 'Select filters to add alert' }).disabled,
    ).toBe(true);
  });

  it('hands the draft to the handler, and stays disabled after a success until the draft changes', async () => {
    const onAddAlert = vi.fn(() => Promise.resolve(true));
    function Harness() {
      const [states, setStates] = useState<string[]>([]);
      return (
        <>
          <AddAlertButton
            draft={alertDraft(' water , lead ', ['Fairview'], states)}
            onAddAlert={onAddAlert}
          />
          <button type="button" onClick={() => setStates(['OH'])}>
            Add Ohio
          </button>
        </>
      );
    }
    renderWithProviders(<Harness />);
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Add Locality + Keyword Alert' });
    fireEvent.click(button);
    expect(onAddAlert).toHaveBeenCalledWith({
      keywords: ['water', 'lead'],
      localities: ['Fairview'],
      states: [],
    });
    await waitFor(() => expect(button.disabled).toBe(true));

    fireEvent.click(screen.getByRole('button', { name: 'Add Ohio' }));
    expect(button.disabled).toBe(false);
  });

  it('stays enabled when the alert was not created', async () => {
    const onAddAlert = vi.fn(() => Promise.resolve(false));
    renderWithProviders(<AddAlertButton draft={alertDraft('water', [], [])} onAddAlert={onAddAlert} />);
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Add Keyword Alert' });
    fireEvent.click(button);
    await waitFor(() => expect(onAddAlert).toHaveBeenCalled());
    await waitFor(() => expect(button.disabled).toBe(false));
  });
});
