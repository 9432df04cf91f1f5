import { defineConfig } from 'vitest/config';

// Unit and server tests. Browser journeys live in e2e/ (Playwright) and are not run here.
export default defineConfig({
  define: {
    __RELEASE_HASH__: JSON.stringify('test'),
  },
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['tests/setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
