import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';

/** Security headers behind TLS and without it (DESIGN §5; the operations guide). */
let secure: TestApp;
let plain: TestApp;

beforeAll(async () => {
  secure = await createTestApp({ PUBLIC_URL: 'https://gavel.example.org' });
  plain = await createTestApp({ PUBLIC_URL: 'http://localhost:8080' });
});
afterAll(async () => {
  await secure.close();
  await plain.close();
});

describe('security headers', () => {
  it('sends HSTS and secure cookies when Gavel is served over https', async () => {
    const response = await secure.app.inject({ method: 'GET', url: '/api/config' });
    expect(response.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    expect(String(response.headers['set-cookie'])).toMatch(/csrftoken=[^;]+;.*Secure/);
  });

  it('sends no HSTS over plain http, where it would lock browsers out', async () => {
    const response = await plain.app.inject({ method: 'GET', url: '/api/config' });
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(String(response.headers['set-cookie'])).not.toMatch(/Secure/);
  });

  it('allows no inline script, no plugins and no framing on app pages, and hides the server stack', async () => {
    for (const url of ['/api/health', '/search', '/user_auth/current_user/']) {
      const response = await secure.app.inject({ method: 'GET', url });
      const csp = String(response.headers['content-security-policy']);
      const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
      expect(scriptSrc, url).toBe("'self'");
      expect(csp, url).toContain("object-src 'none'");
      expect(csp, url).toContain("base-uri 'self'");
      expect(response.headers['x-powered-by'], url).toBeUndefined();
      expect(response.headers['server'], url).toBeUndefined();
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['referrer-policy'], url).toBe('no-referrer');
    }
  });
});
