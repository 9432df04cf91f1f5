// Every test gets a fresh in-memory IndexedDB; nothing touches a real browser store.
import 'fake-indexeddb/auto';
import { configure } from '@testing-library/dom';
// The app's log loads its implementation on first use; load it up front so a log written as a test
// file ends is never fetched after the test environment is gone.
import '../src/log/client-log';
import { SETTLE } from './settle';

// Testing Library's waitFor/findBy wait for the screen to settle, not against a stopwatch: give a
// loaded 2-core machine the same ten seconds as tests/settle.ts (its default is one second).
configure({ asyncUtilTimeout: SETTLE.timeout });
