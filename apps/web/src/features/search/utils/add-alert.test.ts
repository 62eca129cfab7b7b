import { describe, expect, it } from 'vitest';
import { addAlertLabel, alertDraft, alertDraftKey } from './add-alert';

describe('add-alert label', () => {
  it('asks for filters when there is no keyword and no locality or state', () => {
    expect(addAlertLabel(alertDraft('', [], []))).toBe('Select filters to add alert');
    expect(addAlertLabel(alertDraft('  ,  ', [], []))).toBe('Select filters to add alert');
  });

  it('is a keyword alert with a keyword only', () => {
    expect(addAlertLabel(alertDraft('water rates', [], []))).toBe('Add Keyword Alert');
  });

  it('is a locality/statewide alert with filters only', () => {
    expect(addAlertLabel(alertDraft('', ['Fairview'], []))).toBe('Add Locality/Statewide Alert');
    expect(addAlertLabel(alertDraft('', [], ['OH']))).toBe('Add Locality/Statewide Alert');
  });

  it('is a locality + keyword alert with both', () => {
    expect(addAlertLabel(alertDraft('budget', [], ['MI']))).toBe('Add Locality + Keyword Alert');
    expect(addAlertLabel(alertDraft('budget', ['Millbrook'], ['MI']))).toBe('Add Locality + Keyword Alert');
  });
});

describe('alert keywords', () => {
  it('splits on commas and trims each keyword', () => {
    expect(alertDraft(' water rates ,lead,, budget ', [], []).keywords).toEqual([
      'water rates',
      'lead',
      'budget',
    ]);
  });

  it('identifies a draft regardless of the order of places', () => {
    expect(alertDraftKey(alertDraft('a', ['X', 'Y'], []))).toBe(
      alertDraftKey(alertDraft('a', ['Y', 'X'], [])),
    );
    expect(alertDraftKey(alertDraft('a', [], []))).not.toBe(alertDraftKey(alertDraft('b', [], [])));
  });
});
