// How long a test waits for state to settle (a worker's repricing, a lazy import, a debounced
// call). A wait, not a timing assertion: it ends as soon as the state is there, and is generous so
// that a loaded 2-core machine passes what a fast one passes (issue 11 item 6).
export const SETTLE = { timeout: 10_000 } as const;
