// `use-sync-external-store/shim` resolves here in the app's build (vite.config.ts): react-i18next
// imports the shim for React 17, whose fallback code would ride in the entry every first visit
// loads. React 19 has the hook itself.
export { useSyncExternalStore } from 'react';
