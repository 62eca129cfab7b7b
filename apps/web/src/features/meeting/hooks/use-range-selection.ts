import { useCallback, useState } from 'react';

/** A range of transcript rows, by index, first <= last. */
export interface RowRange {
  first: number;
  last: number;
}

interface SelectionState {
  range: RowRange;
  /** True once both ends are set: the next click starts over. */
  complete: boolean;
}

/**
 * Spec §4 Transcript range selection: the first click selects one segment, the second sets the
 * other end (swapped if earlier than the start), the next click starts over.
 */
export function nextSelection(state: SelectionState | null, index: number): SelectionState {
  if (state === null || state.complete) {
    return { range: { first: index, last: index }, complete: false };
  }
  const start = state.range.first;
  return { range: { first: Math.min(start, index), last: Math.max(start, index) }, complete: true };
}

export function useRangeSelection() {
  const [state, setState] = useState<SelectionState | null>(null);
  const click = useCallback((index: number) => setState((previous) => nextSelection(previous, index)), []);
  const clear = useCallback(() => setState(null), []);
  const range = state?.range ?? null;
  const isSelected = useCallback(
    (index: number) => range !== null && index >= range.first && index <= range.last,
    [range],
  );
  return { range, click, clear, isSelected };
}
