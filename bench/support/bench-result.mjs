// The bench protocol shared by every bench script and `npm run bench` (bench/run-all.mjs): given
// --json, a script prints as its LAST stdout line `BENCH_RESULT {"rows":[{figure, now, goal, met}]}`
// (strings as the table shows them; met null when there is no goal). Without --json, nothing.

export const wantsJson = process.argv.includes('--json');

/** One table row: the figure, what it is now, its goal, and whether the goal is met (null: no goal). */
export const row = (figure, now, goal = '', met = null) => ({ figure, now, goal, met });

/** Prints the BENCH_RESULT line when --json was given; call it last, after every other output. */
export function printBenchResult(rows) {
  if (wantsJson) process.stdout.write(`BENCH_RESULT ${JSON.stringify({ rows })}\n`);
}
