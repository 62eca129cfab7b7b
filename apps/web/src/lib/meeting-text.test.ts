import { describe, expect, it } from 'vitest';
import { cleanTitle, placeLine } from './meeting-text';

describe('cleanTitle', () => {
  it('removes straight and curly double quotes', () => {
    expect(cleanTitle('Fairview City Council "Special" Session')).toBe(
      'Fairview City Council Special Session',
    );
    expect(cleanTitle('\u201CBudget\u201D Hearing')).toBe('Budget Hearing');
    expect(cleanTitle('"Quoted" ')).toBe('Quoted');
  });

  it('keeps apostrophes and other punctuation', () => {
    expect(cleanTitle("Mayor's Town Hall: Q&A")).toBe("Mayor's Town Hall: Q&A");
  });
});

describe('placeLine', () => {
  it('upper-cases the state', () => {
    expect(placeLine('Fairview', 'oh')).toBe('Fairview, OH');
  });

  it('leaves out an empty part', () => {
    expect(placeLine('', 'mi')).toBe('MI');
    expect(placeLine('Millbrook', '')).toBe('Millbrook');
  });
});
