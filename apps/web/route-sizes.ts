import { gzipSync } from 'node:zlib';
import type { Plugin, Rollup } from 'vite';

/** A page or a part loaded on demand, and the module that starts it. */
export interface MeasuredRoute {
  label: string;
  /** The end of the module's path, e.g. 'src/app/SearchRoute.tsx'. */
  module: string;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * Prints what each route loads first, in gzip bytes: the entry and its static imports, plus the
 * route's own chunk and its imports; and what each part loaded on demand adds. Also written to
 * dist/route-sizes.json.
 */
export function routeSizes(publicPages: string[], routes: MeasuredRoute[]): Plugin {
  return {
    name: 'gavel-route-sizes',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map<string, Rollup.OutputChunk>();
      const css = new Map<string, number>();
      for (const item of Object.values(bundle)) {
        if (item.type === 'chunk') {
          chunks.set(item.fileName, item);
        } else if (item.fileName.endsWith('.css')) {
          css.set(item.fileName, gzipSync(item.source).length);
        }
      }
      const gz = new Map([...chunks].map(([name, chunk]) => [name, gzipSync(chunk.code).length]));
      const closure = (start: string, into = new Set<string>()) => {
        if (!into.has(start)) {
          into.add(start);
          for (const next of chunks.get(start)?.imports ?? []) {
            closure(next, into);
          }
        }
        return into;
      };
      const cssOf = (files: Set<string>) => {
        const sheets = new Set<string>();
        for (const file of files) {
          const meta = (chunks.get(file) as { viteMetadata?: { importedCss: Set<string> } } | undefined)
            ?.viteMetadata;
          for (const sheet of meta?.importedCss ?? []) {
            sheets.add(sheet);
          }
        }
        return [...sheets].reduce((sum, sheet) => sum + (css.get(sheet) ?? 0), 0);
      };
      const jsOf = (files: Set<string>) => [...files].reduce((sum, file) => sum + (gz.get(file) ?? 0), 0);

      const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
      if (!entry) {
        return;
      }
      const first = closure(entry.fileName);
      const rows: { page: string; js: number; css: number }[] = publicPages.map((page) => ({
        page,
        js: jsOf(first),
        css: cssOf(first),
      }));
      for (const route of routes) {
        const chunk = [...chunks.values()].find((c) => c.facadeModuleId?.endsWith(route.module));
        if (!chunk) {
          this.warn(`No chunk starts at ${route.module}`);
          continue;
        }
        const files = closure(chunk.fileName, new Set(first));
        rows.push({ page: route.label, js: jsOf(files), css: cssOf(files) });
      }
      const width = Math.max(...rows.map((row) => row.page.length));
      const lines = rows.map(
        (row) =>
          `  ${row.page.padEnd(width)}  ${kb(row.js).padStart(9)} JS  ${kb(row.css).padStart(8)} CSS (gzip)`,
      );
      this.info(`First load of each route:\n${lines.join('\n')}`);
      this.emitFile({
        type: 'asset',
        fileName: 'route-sizes.json',
        source: `${JSON.stringify(rows, null, 2)}\n`,
      });
    },
  };
}
