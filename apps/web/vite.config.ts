import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The console builds to apps/web/dist with relative asset paths (served by the API server or any static
// host under any prefix). Vendor libraries go to their own long-cached chunks; pages load lazily.
export default defineConfig({
  base: './',
  plugins: [react()],
  server: {
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
            { name: 'vendor-i18n', test: /node_modules[\\/](i18next|react-i18next)[\\/]/, priority: 15 },
          ],
        },
      },
    },
  },
});
