// Every test gets a fresh in-memory IndexedDB; nothing touches a real browser store.
import 'fake-indexeddb/auto';
// The app's log loads its implementation on first use; load it up front so a log written as a test
// file ends is never fetched after the test environment is gone.
import '../src/log/client-log';
