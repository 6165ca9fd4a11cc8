import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The release reported with client errors: ADPLAN_RELEASE when the deployment sets it (a commit or tag),
 * else the package version with the build time, which still tells two builds apart.
 */
function release(): string {
  return (
    process.env.ADPLAN_RELEASE ?? `${process.env.npm_package_version ?? '1.0.0'}+${new Date().toISOString()}`
  );
}

// The console builds to apps/web/dist with relative asset paths (served by the API server or any static
// host under any prefix). Vendor libraries go to their own long-cached chunks; pages load lazily.
export default defineConfig({
  base: './',
  plugins: [react()],
  define: { __APP_RELEASE__: JSON.stringify(release()) },
  server: {
    // The content pages are markdown at the repository root (content/), outside the web app's folder.
    fs: { allow: ['../..'] },
    proxy: { '/api': { target: 'http://localhost:8080', changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1200,
    // The manifest lets scripts/first-load-size.ts add up what the login page loads.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'vendor-react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 30,
            },
            { name: 'vendor-data', test: /node_modules[\\/](axios|@tanstack|zod|dayjs)[\\/]/, priority: 15 },
            // Markdown rendering is needed by the content and assistant pages only, never by the login page.
            {
              name: 'vendor-markdown',
              test: /node_modules[\\/](react-markdown|remark-[\w-]+|micromark[\w-]*|mdast-[\w-]+|hast-[\w-]+|unist-[\w-]+|unified|vfile[\w-]*|devlop|bail|trough|is-plain-obj|property-information|space-separated-tokens|comma-separated-tokens|decode-named-character-reference|character-entities[\w-]*|ccount|markdown-table|longest-streak|zwitch|html-url-attributes|trim-lines|estree-util-is-identifier-name|style-to-js|style-to-object|inline-style-parser|escape-string-regexp|@ungap)[\\/]/,
              priority: 18,
            },
            { name: 'vendor-i18n', test: /node_modules[\\/](i18next|react-i18next)[\\/]/, priority: 15 },
          ],
        },
      },
    },
  },
});
