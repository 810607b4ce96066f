import { vitePlugin as remix } from '@remix-run/dev';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

declare module '@remix-run/node' {
  interface Future {
    v3_singleFetch: false;
  }
}

export default defineConfig({
  plugins: [
    tailwindcss(),
    // The Remix plugin breaks vitest ("can't detect preamble"); tests render components without it.
    !process.env.VITEST &&
      remix({
        ignoredRouteFiles: ['**/*.test.{ts,tsx}'],
        // Parallel end-to-end runs build into folders of their own (e2e/env.ts).
        buildDirectory: process.env.SLIPCASE_WEB_BUILD_DIR ?? 'build',
        future: {
          v3_fetcherPersist: true,
          v3_relativeSplatPath: true,
          v3_throwAbortReason: true,
          v3_lazyRouteDiscovery: true,
        },
      }),
  ],
  ssr: {
    // Workspace packages export TypeScript source: bundle them. Their native dependencies stay external.
    noExternal: [/^@slipcase\//],
    external: ['@node-rs/argon2', 'sharp', 'pg', '@prisma/client', '@prisma/adapter-pg', '@temporalio/client'],
  },
  server: { port: Number(process.env.PORT ?? 3000) },
});
