import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { transcriptQueryOptions } from '../api/load-transcript';
import { segmentIndexAt, type TranscriptSegment } from '../utils/segments';

/** Where the transcript opens: at a segment (a search result), at a moment (?t=), or at the top. */
export type TranscriptTarget =
  { kind: 'segment'; segment: number } | { kind: 'time'; seconds: number } | null;

/**
 * A meeting's transcript, loaded a page at a time. Pages up to the target are loaded before the
 * transcript counts as ready, so the view can scroll to it; later pages load as the reader
 * scrolls (fetchNextPage).
 */
export function useTranscript(videoUrl: string, target: TranscriptTarget, options: { signedIn: boolean }) {
  const query = useInfiniteQuery({
    ...transcriptQueryOptions(videoUrl, options.signedIn),
    enabled: videoUrl !== '',
  });
  const { data, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;

  const segments = useMemo<TranscriptSegment[]>(
    () => data?.pages.flatMap((page) => page.segments) ?? [],
    [data],
  );
  const meeting = data?.pages.find((page) => page.meeting !== null)?.meeting ?? null;
  const last = segments.at(-1);

  // The target is beyond what has been loaded: segments come in order, so compare with the last.
  const targetBeyond =
    last !== undefined &&
    target !== null &&
    (target.kind === 'segment' ? last.segment < target.segment : last.seconds <= target.seconds);
  const loadingToTarget = hasNextPage && targetBeyond && !isFetchNextPageError;

  useEffect(() => {
    if (loadingToTarget && !isFetchingNextPage) {
      void fetchNextPage();
    }
  }, [loadingToTarget, isFetchingNextPage, fetchNextPage]);

  const targetIndex = useMemo(() => {
    if (target === null || loadingToTarget) {
      return -1;
    }
    return target.kind === 'segment'
      ? segments.findIndex((segment) => segment.segment === target.segment)
      : segmentIndexAt(segments, target.seconds);
  }, [segments, target, loadingToTarget]);

  return {
    query,
    segments,
    meeting,
    /** The first page has arrived and, when there is a target, the pages up to it. */
    ready: query.isSuccess && !loadingToTarget,
    /** Index in `segments` of the target segment, or -1. */
    targetIndex,
  };
}

export type TranscriptState = ReturnType<typeof useTranscript>;
