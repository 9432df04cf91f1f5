// Every test gets a fresh in-memory IndexedDB; nothing touches a real browser store.
import 'fake-indexeddb/auto';
