// The page's one door to the basket engine: a Comlink proxy of the worker, created on first use, or
// the same engine in-thread where Worker does not exist (vitest, very old browsers) or failed to load.
import { wrap } from 'comlink';
import { log } from '../log/logger';
import type { BasketEngine } from './basket-engine';

/** Every engine method as the page calls it: asynchronous, whichever thread runs it. */
export type BasketEngineClient = {
  [K in keyof BasketEngine]: (...args: Parameters<BasketEngine[K]>) => Promise<Awaited<ReturnType<BasketEngine[K]>>>;
};

export interface CatalogueInput {
  key: string;
  entries: readonly unknown[];
}

let engine: Promise<BasketEngineClient> | undefined;
/** The catalogue key the engine holds: entries cross the thread boundary once per menu change. */
let sentKey: Promise<string> | undefined;
let workerBroken = false;

/** The engine, started on first use. */
export function basketEngine(): Promise<BasketEngineClient> {
  engine ??= typeof Worker === 'undefined' || workerBroken ? inThreadEngine() : Promise.resolve(workerEngine());
  return engine;
}

/** The engine holding the catalogue `catalogue.key` (sent once per key). */
export async function engineWithCatalogue(catalogue: CatalogueInput): Promise<BasketEngineClient> {
  const client = await basketEngine();
  const previous = sentKey;
  if (!previous || (await previous.catch(() => null)) !== catalogue.key) {
    const sending = client.setCatalogue(catalogue.key, catalogue.entries).then(() => catalogue.key);
    sentKey = sending;
    await sending;
  }
  return client;
}

function workerEngine(): BasketEngineClient {
  const worker = new Worker(new URL('./basket.worker.ts', import.meta.url), { type: 'module', name: 'basket-engine' });
  const remote = wrap<BasketEngine>(worker);
  // A worker that cannot start (blocked script, syntax the browser lacks) never answers: calls race
  // its error, and the next call runs in-thread so the basket still prices.
  const failed = new Promise<never>((_, reject) => {
    worker.addEventListener('error', (event) => {
      log.error('Basket worker failed; pricing continues on the main thread', { message: event.message });
      workerBroken = true;
      engine = undefined;
      sentKey = undefined;
      worker.terminate();
      reject(new Error(`Basket worker failed: ${event.message || 'unknown error'}`));
    });
  });
  failed.catch(() => {});
  const call =
    <K extends keyof BasketEngine>(name: K) =>
    (...args: Parameters<BasketEngine[K]>) =>
      Promise.race([(remote[name] as unknown as (...a: unknown[]) => Promise<Awaited<ReturnType<BasketEngine[K]>>>)(...args), failed]);
  return {
    setCatalogue: call('setCatalogue'),
    catalogueKey: call('catalogueKey'),
    price: call('price'),
    optimise: call('optimise'),
    optimisePayload: call('optimisePayload'),
  };
}

async function inThreadEngine(): Promise<BasketEngineClient> {
  const { createBasketEngine } = await import('./basket-engine');
  const local = createBasketEngine();
  return {
    setCatalogue: async (...args) => local.setCatalogue(...args),
    catalogueKey: async () => local.catalogueKey(),
    price: async (...args) => local.price(...args),
    optimise: async (...args) => local.optimise(...args),
    optimisePayload: async (...args) => local.optimisePayload(...args),
  };
}

/** Forgets the engine (tests): the next call starts a fresh one. */
export function resetBasketEngine(): void {
  engine = undefined;
  sentKey = undefined;
  workerBroken = false;
}
