/**
 * The games-per-second measurement on its own, for the bench to run pinned to one CPU:
 * `taskset -c 0 node --import tsx test/bench/games-worker.ts <seconds> <batches>` prints the
 * result as JSON on stdout (progress goes to stderr).
 */
import { measureGames } from "./runtime-sections.ts";

const [seconds, reps] = process.argv.slice(2).map(Number);
process.stdout.write(JSON.stringify(measureGames(seconds, reps)));
