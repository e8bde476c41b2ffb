/**
 * A fixed amount of game play to profile or to compare two versions of the engine by: plays the
 * same seeded two-player random-bot games as the bench (`measureGames`), after a warm-up, and prints
 * CPU time (not wall time: the machine may be shared), bytes allocated and GC pauses per game, and a
 * fingerprint of the games' logs (the hashes of up to 200 of them with random bots and as many with
 * greedy bots, hashed together) to show that behaviour did not change.
 *
 *   node --import tsx test/bench/profile-games.ts [game] [games] [warm-up games]
 *   node --cpu-prof --cpu-prof-dir=/tmp/prof --import tsx test/bench/profile-games.ts shadows 2000
 */
import { createHash } from "node:crypto";
import { PerformanceObserver } from "node:perf_hooks";
import { GreedyAgent, RandomAgent } from "../../runtime/core/agents.ts";
import { loadGame } from "./runtime-sections.ts";

const [gameId = "shadows", gamesArg = "1000", warmArg = "200"] = process.argv.slice(2);
const games = Number(gamesArg);
const warmUp = Number(warmArg);
const game = await loadGame(gameId);

/**
 * Bytes allocated, estimated from the heap's growth over each game (node 20 has no allocation
 * counter): a game in which a collection ran is left out, the others are averaged. Reading the heap
 * size costs about 8% of a game, so a profile (`PROFILE_ALLOCATION=0`) leaves it out.
 */
const measureAllocation = process.env.PROFILE_ALLOCATION !== "0";
const allocation = { bytes: 0, games: 0 };

function playSeeds(from: number, count: number, fingerprint?: ReturnType<typeof createHash>): number {
  let decisions = 0;
  let used = measureAllocation ? process.memoryUsage().heapUsed : 0;
  for (let seed = from; seed < from + count; seed++) {
    const played = game.play({ seed, agents: [new RandomAgent(2 * seed + 1), new RandomAgent(2 * seed + 2)] });
    decisions += played.decider.record.length;
    fingerprint?.update(played.log.hash()).update("\n");
    if (!measureAllocation) continue;
    const now = process.memoryUsage().heapUsed;
    if (now > used) {
      allocation.bytes += now - used;
      allocation.games++;
    }
    used = now;
  }
  return decisions;
}

playSeeds(1_000_000, warmUp);

let gcMs = 0;
let gcCount = 0;
const observer = new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    gcMs += entry.duration;
    gcCount++;
  }
});
observer.observe({ entryTypes: ["gc"] });

allocation.bytes = allocation.games = 0;
const cpuBefore = process.cpuUsage();
const decisions = playSeeds(1, games);
const cpu = process.cpuUsage(cpuBefore);
const kbAllocatedPerGame = Math.round(allocation.bytes / Math.max(1, allocation.games) / 1024);
await new Promise((resolve) => setTimeout(resolve, 10));
observer.disconnect();

// The fingerprint is computed in a second pass so hashing the logs is not part of the measurement;
// greedy bots read the decisions' advice, which random bots never do, so both play.
const fingerprint = createHash("sha256");
playSeeds(1, Math.min(games, 200), fingerprint);
for (let seed = 1; seed <= Math.min(games, 200); seed++) {
  const played = game.play({ seed, agents: [new GreedyAgent(2 * seed + 1), new GreedyAgent(2 * seed + 2)] });
  fingerprint.update(played.log.hash()).update("\n");
}

const cpuMs = (cpu.user + cpu.system) / 1000;
const result = {
  game: gameId,
  games,
  cpuMsPerGame: +(cpuMs / games).toFixed(3),
  gamesPerCpuSecond: Math.round((games * 1000) / cpuMs),
  decisionsPerGame: +(decisions / games).toFixed(1),
  kbAllocatedPerGame: measureAllocation ? kbAllocatedPerGame : null,
  gcShare: +(gcMs / cpuMs).toFixed(3),
  gcPauses: gcCount,
  logFingerprint: fingerprint.digest("hex").slice(0, 16),
};
process.stdout.write(`${JSON.stringify(result)}\n`);
