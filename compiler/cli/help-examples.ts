/**
 * An example in every command's `--help`, kept apart from the option definitions in main.ts.
 * Commands that carry their own examples (`fmt`, `new`) are not listed.
 */
import type { Command } from "commander";

const EXAMPLES: ReadonlyMap<string, string[]> = new Map([
  ["check", ["cardsmith check cards/shadows                         check one game", "cardsmith check cards/shadows/heroes/ahti.yaml        check one file", "cardsmith check --watch                              check again on every save"]],
  ["build", ["cardsmith build                                      compile every game into generated/", "cardsmith build --game shadows                       only one game", "cardsmith build --check                              in CI: fail if generated/ is stale"]],
  ["play", ["cardsmith play shadows --players 3 --seed 42 --bots random,greedy,greedy", "cardsmith play shadows --human 1                     play seat 1 yourself", "cardsmith play shadows --replay game.json            replay a saved game"]],
  ["fuzz-games", ["cardsmith fuzz-games shadows --games 10000 --seed 1"]],
  ["sim", ["cardsmith sim shadows --games 10000 --workers 2 --json sim.json --html sim.html"]],
  ["sim-worker", ["cardsmith sim-worker --queue redis://10.0.0.5:6379 --concurrency 2"]],
  ["test", ["cardsmith test                                       every scenario under test/scenarios/", "cardsmith test test/scenarios/shm-ex1.scenario.yaml --log"]],
  ["list", ["cardsmith list shadows", "cardsmith list shadows --format json"]],
  ["coverage", ["cardsmith coverage                                   what the cards' `covers:` lists demonstrate", "cardsmith coverage --effects ../shared/EFFECTS.md   also what no card covers yet (exit 1)"]],
  ["explain", ["cardsmith explain CS4001", "cardsmith explain --list"]],
]);

export function addHelpExamples(program: Command): void {
  for (const command of program.commands) {
    const examples = EXAMPLES.get(command.name());
    if (examples) command.addHelpText("after", `\n${examples.length > 1 ? "Examples" : "Example"}:\n${examples.map((e) => `  ${e}`).join("\n")}`);
  }
  program.addHelpText("after", "\nExample:\n  cardsmith check && cardsmith build && cardsmith play shadows\n\nRun `cardsmith <command> --help` for a command's options and examples.");
}
