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
    // A hook that creates and seeds a database takes seconds on a quiet machine and several times
    // that on a loaded one: the time-out guards against a hang, it measures nothing.
    hookTimeout: 120_000,
    pool: 'forks',
  },
});
