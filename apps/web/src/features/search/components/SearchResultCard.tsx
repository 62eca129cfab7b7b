import { Anchor, Group, Paper, Text, Title } from '@mantine/core';
import { useId } from '@mantine/hooks';
import type { SearchResultItem } from '@gavel/contract';
import { HighlightedText } from '../../../components/HighlightedText';
import { cleanTitle, placeLine } from '../../../lib/meeting-text';
import { formatApDate } from '../../../lib/time';
import { hasTranscript, segmentStart } from '../utils/results';
import classes from './SearchPage.module.css';

export interface SearchResultCardProps {
  item: SearchResultItem;
  timeZone?: string;
  onViewMore: (item: SearchResultItem) => void;
}

/** One search result (spec §2): title, place, date, the highlighted snippet, times and View More. */
export function SearchResultCard({ item, timeZone, onViewMore }: SearchResultCardProps) {
  const titleId = useId();
  return (
    <Paper component="article" withBorder p="md" aria-labelledby={titleId} className={classes.result}>
      <Title order={3} id={titleId} className={classes.resultTitle}>
        {cleanTitle(item.video_title.raw)}
      </Title>
      <Text size="sm" c="dimmed" mt={2}>
        {placeLine(item.locality_name.raw, item.state.raw)} · {formatApDate(item.upload_date.raw, timeZone)}
      </Text>
      {hasTranscript(item) ? (
        <Text component="blockquote" className={classes.snippet}>
          <HighlightedText text={item.transcript.raw} words={item.text_to_highlight.raw} />
        </Text>
      ) : (
        <Text className={classes.snippet} c="dimmed" fs="italic">
          Transcript unavailable.
        </Text>
      )}
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed" className={classes.clock}>
          {segmentStart(item)} / {item.video_length.raw}
        </Text>
        <Anchor
          component="button"
          type="button"
          fw={600}
          onClick={() => onViewMore(item)}
          aria-describedby={titleId}
        >
          View More
        </Anchor>
      </Group>
    </Paper>
  );
}
