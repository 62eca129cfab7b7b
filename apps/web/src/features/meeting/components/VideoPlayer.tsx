import { Anchor, AspectRatio, Box, Center, Loader, Stack, Text } from '@mantine/core';
import { parseVideoUrl, timestampUrl } from '@gavel/contract';
import { useCallback, useEffect, useImperativeHandle, useMemo, useRef, useState, type Ref } from 'react';
import { handshakeMessages, platformName, playerSrc, seekMessages } from '../utils/player';
import classes from './TranscriptViewer.module.css';

/** How long a player may stay silent before the page offers the video's own site instead. */
export const PLAYER_TIMEOUT_MS = 20_000;

export interface VideoPlayerHandle {
  /** Moves the video to `seconds` and plays it. */
  seek: (seconds: number) => void;
}

export interface VideoPlayerProps {
  videoUrl: string;
  /** Where the video starts. */
  startSeconds: number;
  /** The meeting title, naming the player for assistive technology. */
  title: string;
  ref?: Ref<VideoPlayerHandle>;
}

type PlayerStatus = 'loading' | 'ready' | 'failed';

/**
 * The meeting's video (spec §2, §4): YouTube and Vimeo players driven by messages, Internet
 * Archive reloaded at the moment, media files in a <video> element. 'Loading video...' shows
 * until the player answers; a player that never does (no network, a removed video) is replaced
 * by a link to the video's own site, and the transcript is unaffected.
 */
export function VideoPlayer({ videoUrl, startSeconds, title, ref }: VideoPlayerProps) {
  const video = useMemo(() => parseVideoUrl(videoUrl), [videoUrl]);
  const [start, setStart] = useState(startSeconds);
  const [status, setStatus] = useState<PlayerStatus>('loading');
  const [lastSeek, setLastSeek] = useState(startSeconds);
  const iframeRef = useRef<HTMLIFrameElement>(null);
  const mediaRef = useRef<HTMLVideoElement>(null);
  const readyRef = useRef(false);

  const src = useMemo(
    () => (typeof window === 'undefined' ? undefined : playerSrc(videoUrl, start, window.location.origin)),
    [videoUrl, start],
  );
  const origin = src ? new URL(src).origin : undefined;
  const watchUrl = timestampUrl(videoUrl, lastSeek);

  const post = useCallback(
    (messages: string[]) => {
      const target = iframeRef.current?.contentWindow;
      if (target && origin) {
        for (const message of messages) {
          target.postMessage(message, origin);
        }
      }
    },
    [origin],
  );

  const markReady = useCallback(() => {
    readyRef.current = true;
    setStatus('ready');
  }, []);

  // The player has loaded when it first sends the page a message.
  useEffect(() => {
    if (video.platform !== 'youtube' && video.platform !== 'vimeo') {
      return undefined;
    }
    const onMessage = (event: MessageEvent) => {
      if (event.source !== null && event.source === iframeRef.current?.contentWindow) {
        markReady();
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [video.platform, markReady]);

  // A player that stays silent is given up on.
  useEffect(() => {
    if (video.platform === 'other') {
      return undefined;
    }
    readyRef.current = false;
    const timer = setTimeout(() => {
      if (!readyRef.current) {
        setStatus('failed');
      }
    }, PLAYER_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [video.platform, src]);

  const onFrameLoad = () => {
    if (video.platform === 'archive') {
      markReady();
    } else {
      post(handshakeMessages(video.platform));
    }
  };

  useImperativeHandle(
    ref,
    () => ({
      seek(seconds: number) {
        setLastSeek(seconds);
        switch (video.platform) {
          case 'youtube':
          case 'vimeo':
            if (readyRef.current) {
              post(seekMessages(video.platform, seconds));
            } else {
              // The player is not answering yet: load it again at the moment.
              setStatus('loading');
              setStart(seconds);
            }
            return;
          case 'archive':
            setStatus('loading');
            setStart(seconds);
            return;
          case 'file': {
            const media = mediaRef.current;
            if (media) {
              media.currentTime = seconds;
              void media.play().catch(() => undefined);
            }
            return;
          }
          case 'other':
            return;
        }
      },
    }),
    [video.platform, post],
  );

  if (video.platform === 'other') {
    return (
      <Box className={classes.playerNote}>
        <Text size="sm">This video cannot be played here.</Text>
        <Anchor href={watchUrl} target="_blank" rel="noopener noreferrer" size="sm">
          Open the video
        </Anchor>
      </Box>
    );
  }

  return (
    <Stack gap={4}>
      <AspectRatio ratio={16 / 9} className={classes.player}>
        {video.platform === 'file' ? (
          <video
            ref={mediaRef}
            src={start > 0 ? `${videoUrl}#t=${Math.floor(start)}` : videoUrl}
            controls
            preload="metadata"
            title={title}
            onLoadedMetadata={markReady}
            onError={() => setStatus('failed')}
          />
        ) : (
          <iframe
            ref={iframeRef}
            key={src}
            src={src}
            title={`Video: ${title}`}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            referrerPolicy="strict-origin-when-cross-origin"
            loading="lazy"
            onLoad={onFrameLoad}
          />
        )}
        {status === 'ready' ? null : (
          <Center className={classes.playerCover}>
            {status === 'loading' ? (
              <Stack align="center" gap="xs" role="status">
                <Loader size="sm" color="gray.0" aria-hidden />
                <Text c="gray.0">Loading video...</Text>
              </Stack>
            ) : (
              <Stack align="center" gap={4} p="md" ta="center">
                <Text c="gray.0">The video could not be loaded here.</Text>
                <Anchor href={watchUrl} target="_blank" rel="noopener noreferrer" c="gray.0">
                  Watch it on {platformName(video.platform)}
                </Anchor>
              </Stack>
            )}
          </Center>
        )}
      </AspectRatio>
    </Stack>
  );
}
