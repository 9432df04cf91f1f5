/// <reference types="vite/client" />

/** Injected at build time by vite.config.ts: the release this bundle belongs to. */
declare const __RELEASE_HASH__: string;
