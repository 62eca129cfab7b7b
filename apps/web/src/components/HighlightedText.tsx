import { Mark } from '@mantine/core';
import { useMemo } from 'react';
import { highlightParts } from '../lib/highlight';
import classes from './HighlightedText.module.css';

/**
 * A transcript text with the search words marked. The marks are <mark> elements, bold as well
 * as tinted, so colour is not the only signal.
 */
export function HighlightedText({ text, words }: { text: string; words: readonly string[] }) {
  const parts = useMemo(() => highlightParts(text, words), [text, words]);
  return (
    <>
      {parts.map((part, index) =>
        part.match ? (
          <Mark key={index} className={classes.mark}>
            {part.text}
          </Mark>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}
