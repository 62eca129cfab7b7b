import { Box, Button, Checkbox, Paper, Stack, Text } from '@mantine/core';
import { IconCode } from '@tabler/icons-react';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { createEmbedError, useCreateEmbed } from '../api/create-embed';
import { useRangeSelection } from '../hooks/use-range-selection';
import { embedRequestFor } from '../utils/embed-request';
import type { TranscriptSegment } from '../utils/segments';
import { EmbedCodeDialog } from './EmbedCodeDialog';
import classes from './TranscriptViewer.module.css';

/**
 * Range selection and embeds for a transcript (spec §2, §4): a checkbox on each row, the floating
 * Create Embed button while a range exists, and the Embed Code dialog after a creation.
 */
export function useEmbedControls(
  videoUrl: string,
  segments: readonly TranscriptSegment[],
  onDialogChange?: (open: boolean) => void,
): { renderRowStart: (segment: TranscriptSegment, index: number) => ReactNode; actions: ReactNode } {
  const selection = useRangeSelection();
  const create = useCreateEmbed();
  const [embedId, setEmbedId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { click, isSelected, range, clear } = selection;
  const dialogOpen = embedId !== null;
  useEffect(() => {
    onDialogChange?.(dialogOpen);
  }, [dialogOpen, onDialogChange]);

  const renderRowStart = useCallback(
    (segment: TranscriptSegment, index: number) => (
      <Checkbox
        size="xs"
        checked={isSelected(index)}
        onChange={() => {
          setError(null);
          click(index);
        }}
        aria-label={`Select the passage at ${segment.timestamp} for an embed`}
      />
    ),
    [isSelected, click],
  );

  const onCreate = () => {
    const request = range === null ? null : embedRequestFor(videoUrl, segments, range);
    if (request === null) {
      return;
    }
    setError(null);
    create.mutate(request, {
      onSuccess: (id) => {
        clear();
        setEmbedId(id);
      },
      onError: (failure) => setError(createEmbedError(failure)),
    });
  };

  const actions = (
    <>
      {range !== null ? (
        // In the page (not a portal), so it is inside the drawer's dialog and focus trap: the
        // next stop after the transcript for the keyboard, floating at the bottom while it scrolls.
        <Box className={classes.embedBar}>
          <Paper shadow="md" radius="md" p="xs" withBorder>
            <Stack gap={6} align="flex-end">
              {error !== null ? (
                <Text size="sm" c="red.8" role="alert" maw={320}>
                  {error}
                </Text>
              ) : null}
              <Button
                leftSection={<IconCode size={16} aria-hidden />}
                onClick={onCreate}
                loading={create.isPending}
              >
                Create Embed
              </Button>
            </Stack>
          </Paper>
        </Box>
      ) : null}
      <EmbedCodeDialog embedId={embedId} onClose={() => setEmbedId(null)} />
    </>
  );

  return { renderRowStart, actions };
}
