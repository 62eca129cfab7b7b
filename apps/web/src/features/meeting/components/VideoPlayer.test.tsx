import { act, fireEvent, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { PLAYER_TIMEOUT_MS, VideoPlayer, type VideoPlayerHandle } from './VideoPlayer';

function renderPlayer(videoUrl: string, startSeconds = 0) {
  const ref = createRef<VideoPlayerHandle>();
  renderWithProviders(
    <VideoPlayer ref={ref} videoUrl={videoUrl} startSeconds={startSeconds} title="Council" />,
  );
  const frame = () => document.querySelector('iframe');
  return { ref, frame };
}

/** The player saying something to the page, as YouTube and Vimeo players do once they load. */
function playerSpeaks(frame: HTMLIFrameElement) {
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', { data: '{"event":"onReady"}', source: frame.contentWindow }),
    );
  });
}

describe('video player', () => {
  it("embeds YouTube at the start and shows 'Loading video...' until the player answers", () => {
    const { frame } = renderPlayer('https://www.youtube.com/watch?v=gvDemoFv001', 42);
    expect(frame()?.getAttribute('src')).toMatch(
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/gvDemoFv001\?enablejsapi=1&start=42&origin=/,
    );
    expect(screen.getByText('Loading video...')).toBeTruthy();
    playerSpeaks(frame()!);
    expect(screen.queryByText('Loading video...')).toBeNull();
  });

  it('seeks and plays a YouTube player with its API messages', () => {
    const { ref, frame } = renderPlayer('https://www.youtube.com/watch?v=gvDemoFv001');
    playerSpeaks(frame()!);
    const post = vi.spyOn(frame()!.contentWindow!, 'postMessage').mockImplementation(() => undefined);
    act(() => ref.current?.seek(90));
    expect(post.mock.calls).toEqual([
      ['{"event":"command","func":"seekTo","args":[90,true]}', 'https://www.youtube-nocookie.com'],
      ['{"event":"command","func":"playVideo","args":[]}', 'https://www.youtube-nocookie.com'],
    ]);
  });

  it('seeks and plays a Vimeo player with player.js messages', () => {
    const { ref, frame } = renderPlayer('https://vimeo.com/900000001');
    playerSpeaks(frame()!);
    const post = vi.spyOn(frame()!.contentWindow!, 'postMessage').mockImplementation(() => undefined);
    act(() => ref.current?.seek(12));
    expect(post.mock.calls).toEqual([
      ['{"method":"setCurrentTime","value":12}', 'https://player.vimeo.com'],
      ['{"method":"play"}', 'https://player.vimeo.com'],
    ]);
  });

  it('reloads an Internet Archive player at the moment', () => {
    const { ref, frame } = renderPlayer('https://archive.org/details/council-2026');
    expect(frame()?.getAttribute('src')).toBe('https://archive.org/embed/council-2026?start=0');
    act(() => ref.current?.seek(75));
    expect(frame()?.getAttribute('src')).toBe('https://archive.org/embed/council-2026?start=75');
  });

  it('reloads a player that has not answered yet at the moment', () => {
    const { ref, frame } = renderPlayer('https://vimeo.com/900000001');
    act(() => ref.current?.seek(30));
    expect(frame()?.getAttribute('src')).toBe('https://player.vimeo.com/video/900000001#t=30s');
  });

  it('plays a media file in a video element', () => {
    const { ref } = renderPlayer('https://media.example.org/meeting.mp4');
    const video = document.querySelector('video')!;
    const play = vi.spyOn(video, 'play').mockResolvedValue(undefined);
    fireEvent.loadedMetadata(video);
    expect(screen.queryByText('Loading video...')).toBeNull();
    act(() => ref.current?.seek(20));
    expect(video.currentTime).toBe(20);
    expect(play).toHaveBeenCalled();
  });

  it('offers the video’s own site when the player never answers', () => {
    vi.useFakeTimers();
    renderPlayer('https://www.youtube.com/watch?v=gvDemoFv001', 42);
    act(() => {
      vi.advanceTimersByTime(PLAYER_TIMEOUT_MS);
    });
    expect(screen.queryByText('Loading video...')).toBeNull();
    expect(screen.getByText('The video could not be loaded here.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Watch it on YouTube' }).getAttribute('href')).toBe(
      'https://www.youtube.com/watch?v=gvDemoFv001&t=42s',
    );
  });
});
