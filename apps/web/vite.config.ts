import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';

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
  plugins: [react()],
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
  build: {
    outDir: 'dist',
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie)[\\/]/ },
            { name: 'mantine', test: /node_modules[\\/](@mantine|@floating-ui)[\\/]/ },
            { name: 'vendor', test: /node_modules[\\/]/ },
          ],
        },
      },
    },
  },
});
