import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';
import { routeSizes } from './route-sizes.ts';

const apiServer = 'http://localhost:8080';

/**
 * `/embed/{id}` is both a page of the app and an API call: a browser navigation gets the app,
 * the embed view's own request (marked with X-Requested-With) gets the excerpt HTML.
 */
const embedProxy: ProxyOptions = {
  target: apiServer,
  bypass: (req) => {
    const wantsHtml = req.headers.accept?.includes('text/html') ?? false;
    return wantsHtml && !req.headers['x-requested-with'] ? '/index.html' : undefined;
  },
};

const proxy: Record<string, ProxyOptions> = {
  '/api': { target: apiServer },
  '/user_auth': { target: apiServer },
  '/embed': embedProxy,
};

export default defineConfig({
  plugins: [
    react(),
    routeSizes(
      ['/contact (signed out)'],
      [
        { label: '/ (signed out)', module: 'src/app/pages/HomePage.tsx' },
        { label: '/about', module: 'src/app/pages/AboutPage.tsx' },
        { label: '/login', module: 'src/app/LoginRoute.tsx' },
        { label: '/search', module: 'src/app/SearchRoute.tsx' },
        { label: '/settings', module: 'src/app/SettingsRoute.tsx' },
        { label: '/transcript/:videoId', module: 'src/app/TranscriptRoute.tsx' },
        { label: '/embed/:embedId', module: 'src/app/EmbedRoute.tsx' },
        { label: '/search + meeting drawer', module: 'src/features/meeting/components/MeetingDrawer.tsx' },
      ],
    ),
  ],
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
  build: {
    outDir: 'dist',
    sourcemap: true,
    rolldownOptions: {
      output: {
        // React changes less often than the app: its chunk stays cached across releases. The
        // rest is split by route, so a page loads only the components it uses.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie)[\\/]/ },
          ],
        },
      },
    },
  },
});
