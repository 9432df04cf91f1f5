// The basket Web Worker: repricing and the dealbot run here, off the main thread (issue 5). The page
// reaches it only through basket-client.ts; Comlink turns each engine method into an async call.
import { expose } from 'comlink';
import { createBasketEngine } from './basket-engine';

// STYLE 6: fail loudly if a bundler ever inlines this module into a page chunk.
if (typeof (globalThis as { WorkerGlobalScope?: unknown }).WorkerGlobalScope === 'undefined') {
  throw new Error('basket.worker.ts must run inside a Web Worker, not in the page');
}

expose(createBasketEngine());
