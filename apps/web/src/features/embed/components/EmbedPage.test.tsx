import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { EmbedPage } from './EmbedPage';

const html = (body: string, status = 200) =>
  new Response(body, { status, headers: { 'Content-Type': 'text/html; charset=utf-8' } });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Embed view', () => {
  it("shows 'Loading transcript...', then the excerpt, asked for with X-Requested-With", async () => {
    let release: (r: Response) => void = () => undefined;
    const answer = new Promise<Response>((resolve) => {
      release = resolve;
    });
    const mock = mockFetch({ 'GET /embed/abcdefghijklmnopqrstuv': () => answer });
    renderWithProviders(<EmbedPage embedId="abcdefghijklmnopqrstuv" />);
    expect(await screen.findByText('Loading transcript...')).toBeTruthy();
    release(html('<article><h1>Regular Meeting</h1><p>Water rates.</p></article>'));
    expect(await screen.findByRole('heading', { name: 'Regular Meeting' })).toBeTruthy();
    expect(screen.getByText('Water rates.')).toBeTruthy();
    const [call] = mock.calls('GET /embed/abcdefghijklmnopqrstuv');
    expect(call?.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(call?.headers.get('Authorization')).toBeNull();
  });

  it('sanitises the HTML: scripts, handlers and javascript: links never reach the page', async () => {
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    mockFetch({
      'GET /embed/x': html(
        '<p>Safe text</p><script>alert(1)</script><img src="x" onerror="alert(2)">' +
          '<a href="javascript:alert(3)">bad link</a><a href="https://www.youtube.com/watch?v=a&amp;t=5s">00:00:05</a>' +
          '<div onclick="alert(4)">click</div><iframe src="https://evil.example"></iframe>',
      ),
    });
    const { container } = renderWithProviders(<EmbedPage embedId="x" />);
    expect(await screen.findByText('Safe text')).toBeTruthy();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('iframe')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container.querySelector('[onclick]')).toBeNull();
    expect(screen.getByText('bad link').getAttribute('href')).toBeNull();
    const good = screen.getByRole('link', { name: '00:00:05' });
    expect(good.getAttribute('href')).toBe('https://www.youtube.com/watch?v=a&t=5s');
    expect(good.getAttribute('target')).toBe('_blank');
    expect(good.getAttribute('rel')).toBe('noopener noreferrer');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(alert).not.toHaveBeenCalled();
  });

  it("shows 'No content' when the HTML is empty", async () => {
    mockFetch({ 'GET /embed/empty': html('') });
    renderWithProviders(<EmbedPage embedId="empty" />);
    expect(await screen.findByText('No content')).toBeTruthy();
  });

  it("shows the red 'Error loading embed content.' when the excerpt cannot be loaded", async () => {
    mockFetch({ 'GET /embed/gone': { status: 404, body: { message: 'No excerpt with that id.' } } });
    renderWithProviders(<EmbedPage embedId="gone" />);
    const error = await screen.findByText('Error loading embed content.');
    expect(error.getAttribute('role')).toBe('alert');
    await waitFor(() => expect(window.location.pathname).not.toBe('/login'));
  });
});
