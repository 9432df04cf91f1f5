import { createStore } from 'jotai';

/**
 * The one jotai store of the app. React reads it through <Provider store={appStore}>; code outside
 * React (the Dexie bridge, service-worker messages, the API client) uses appStore.get/set.
 */
export const appStore = createStore();

export type AppStore = typeof appStore;
