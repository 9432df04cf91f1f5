// rate-limiter-flexible's index does not export the store base class its types declare, so the store
// on Kysely (rate-limit-store.ts) imports the class's own file; these are its types.
declare module 'rate-limiter-flexible/lib/RateLimiterStoreAbstract.js' {
  import { RateLimiterStoreAbstract } from 'rate-limiter-flexible';
  export default RateLimiterStoreAbstract;
}

declare module 'rate-limiter-flexible/lib/RateLimiterRes.js' {
  import { RateLimiterRes } from 'rate-limiter-flexible';
  export default RateLimiterRes;
}
