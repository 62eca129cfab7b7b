import { Box, Button, Checkbox, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCode, IconQuote } from '@tabler/icons-react';
import { lazy, Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { createEmbedError, useCreateEmbed } from '../api/create-embed';
import { useRangeSelection } from '../hooks/use-range-selection';
import { embedRequestFor } from '../utils/embed-request';
import { directLink, type MeetingInfo, type TranscriptSegment } from '../utils/segments';
import { quoteWithCitation } from '../utils/transcript-export';
import { useCopiedFlag } from '../hooks/use-copied-flag';
import { CopiedStatus } from './CopiedStatus';
import classes from './TranscriptViewer.module.css';

// The Embed Code dialog loads with the first embed created.
const EmbedCodeDialog = lazy(() =>
  import('./EmbedCodeDialog').then((module) => ({ default: module.EmbedCodeDialog })),
);

/**
 * Range selection and embeds for a transcript (spec §2, §4): a checkbox on each row, the floating
 * Create Embed button while a range exists, and the Embed Code dialog after a creation.
 */
export function useEmbedControls(
  videoUrl: string,
  segments: readonly TranscriptSegment[],
  onDialogChange?: (open: boolean) => void,
  /** The meeting, for the citation of a copied quote. */
  meeting?: MeetingInfo | null,
): { renderRowStart: (segment: TranscriptSegment, index: number) => ReactNode; actions: ReactNode } {
  const selection = useRangeSelection();
  const create = useCreateEmbed();
  const [embedId, setEmbedId] = useState<string | null>(null);
  // Once shown, the dialog stays mounted, so it can close with its animation.
  const [dialogUsed, setDialogUsed] = useState(false);
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

  const quoteCopied = useCopiedFlag();
  const onCopyQuote = async () => {
    if (range === null || !meeting) {
      return;
    }
    const chosen = segments.slice(range.first, range.last + 1);
    const link = directLink(window.location.origin, videoUrl, chosen[0]?.seconds ?? null);
    const quote = quoteWithCitation(meeting, chosen, link);
    try {
      await navigator.clipboard.writeText(quote);
    } catch {
      window.alert(`The quote could not be copied. Here it is to copy by hand:\n\n${quote}`);
      return;
    }
    quoteCopied.raise();
  };

  const onCreate = () => {
    const request = range === null ? null : embedRequestFor(videoUrl, segments, range);
    if (request === null) {
      return;
    }
    setError(null);
    create.mutate(request, {
      onSuccess: (id) => {
        clear();
        setDialogUsed(true);
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
              <Group gap="xs" justify="flex-end">
                {meeting ? (
                  <>
                    <CopiedStatus copied={quoteCopied.copied} message="Quote copied!" />
                    <Button
                      variant="default"
                      leftSection={<IconQuote size={16} aria-hidden />}
                      onClick={() => void onCopyQuote()}
                    >
                      Copy quote
                    </Button>
                  </>
                ) : null}
                <Button
                  leftSection={<IconCode size={16} aria-hidden />}
                  onClick={onCreate}
                  loading={create.isPending}
                >
                  Create Embed
                </Button>
              </Group>
            </Stack>
          </Paper>
        </Box>
      ) : null}
      {dialogUsed ? (
        <Suspense fallback={null}>
          <EmbedCodeDialog embedId={embedId} onClose={() => setEmbedId(null)} />
        </Suspense>
      ) : null}
    </>
  );

  return { renderRowStart, actions };
}
