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
    globalSetup: ['tests/global-setup.ts'],
    // A guard against a hang, not a measure: a test that opens its own database waits seconds for
    // PGlite's start-up, several times that while the other worker is busy.
    testTimeout: 60_000,
    // A hook that creates and seeds a database takes seconds on a quiet machine and several times
    // that on a loaded one: the time-out guards against a hang, it measures nothing.
    hookTimeout: 120_000,
    pool: 'forks',
    // vitest's default is one worker fewer than the cores: one worker on CI's 2 cores, with most of
    // the run waiting on PGlite's WASM in a single process. Two workers use both (issue 18).
    maxWorkers: 2,
  },
});
