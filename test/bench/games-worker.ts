/**
 * The games-per-second measurement on its own, for the bench to run pinned to one CPU:
 * `taskset -c 0 node --import tsx test/bench/games-worker.ts <seconds> <batches> [game]` prints the
 * result as JSON on stdout (progress goes to stderr); the game is a folder of cards/ (default shadows).
 */
import { loadGame, measureGames } from "./runtime-sections.ts";

const [seconds, reps] = process.argv.slice(2, 4).map(Number);
const game = await loadGame(process.argv[4] ?? "shadows");
process.stdout.write(JSON.stringify(measureGames(game, seconds, reps)));
