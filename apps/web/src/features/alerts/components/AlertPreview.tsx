import type { SearchResponse } from '@gavel/contract';
import { Anchor, Button, Paper, Stack, Text } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useState } from 'react';
import { HighlightedText } from '../../../components/HighlightedText';
import { cleanTitle, placeLine } from '../../../lib/meeting-text';
import { formatApDate } from '../../../lib/time';
import { previewMatches } from '../api/preview-matches';
import type { AlertValues } from '../utils/alerts';

type Preview = { status: 'idle' | 'loading' | 'failed' } | { status: 'done'; answer: SearchResponse };

/**
 * Before saving, what the alert would have found: its latest matches of the past month (as
 * Google Alerts shows), from the same search the alert makes.
 */
export function AlertPreview({ values }: { values: AlertValues }) {
  const [preview, setPreview] = useState<Preview>({ status: 'idle' });
  const empty = values.keywords.length === 0;

  const run = async () => {
    setPreview({ status: 'loading' });
    try {
      setPreview({ status: 'done', answer: await previewMatches(values) });
    } catch {
      setPreview({ status: 'failed' });
    }
  };

  return (
    <Stack gap="xs">
      <Button
        variant="light"
        leftSection={<IconEye size={16} aria-hidden />}
        onClick={() => void run()}
        loading={preview.status === 'loading'}
        disabled={empty}
        style={{ alignSelf: 'flex-start' }}
      >
        Preview recent matches
      </Button>
      <div aria-live="polite">
        {preview.status === 'failed' ? (
          <Text size="sm" c="red.8">
            The matches could not be loaded. Please try again later.
          </Text>
        ) : null}
        {preview.status === 'done' ? <PreviewList answer={preview.answer} /> : null}
      </div>
    </Stack>
  );
}

function PreviewList({ answer }: { answer: SearchResponse }) {
  const total = answer.meta.page.total_results;
  if (total === 0) {
    return <Text size="sm">No matches in the past month. The alert will tell you when there are.</Text>;
  }
  return (
    <Stack gap="xs" component="section" aria-label="Recent matches">
      <Text size="sm" fw={600}>
        {total === 1 ? '1 match' : `${total.toLocaleString('en-US')} matches`} in the past month
        {total > answer.results.length ? `; the latest ${answer.results.length}:` : ':'}
      </Text>
      {answer.results.map((item) => (
        <Paper key={`${item.video_url.raw}-${item.segment.raw}`} withBorder p="xs">
          <Text size="sm" fw={600}>
            <Anchor
              href={`/transcript/${encodeURIComponent(item.video_url.raw)}?t=${item.segment_start.raw}`}
              target="_blank"
              rel="noreferrer"
            >
              {cleanTitle(item.video_title.raw)}
            </Anchor>
          </Text>
          <Text size="xs" c="dimmed">
            {placeLine(item.locality_name.raw, item.state.raw)} · {formatApDate(item.upload_date.raw)}
          </Text>
          <Text size="sm" lineClamp={3}>
            <HighlightedText text={item.transcript.raw} words={item.text_to_highlight.raw} />
          </Text>
        </Paper>
      ))}
    </Stack>
  );
}
