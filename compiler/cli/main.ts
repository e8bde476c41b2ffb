/**
 * The cardsmith CLI. Exit codes: 0 clean, 1 errors in the cards, 2 usage or internal error.
 * Bad input never prints a stack trace: card problems are diagnostics, everything else is a
 * one-line usage/internal error.
 */
import { Command, CommanderError, Option } from "commander";
import type { OutputFormat } from "./check-command.ts";
// Commands load their modules when they run, so `--help` and `--version` do not load the checker.
import { UsageError } from "../usage-error.ts";
import { describeFailure } from "./failure.ts";
import { packageVersion } from "../package-root.ts";
import { addHelpExamples } from "./help-examples.ts";
import { addQuietOptions } from "./quiet.ts";

export const EXIT_OK = 0;
export const EXIT_CARD_ERRORS = 1;
export const EXIT_USAGE = 2;

function formatOption(): Option {
  return new Option("--format <format>", "output format").choices(["human", "json", "github", "sarif"]).default("human");
}

export async function main(argv: string[]): Promise<number> {
  let exit = EXIT_OK;
  const program = new Command()
    .name("cardsmith")
    .description("Check and compile tabletop card games written in YAML and the Cardsmith effect language.")
    .version(packageVersion(), "-V, --version", "print the version")
    .exitOverride()
    .configureOutput({ writeErr: (s) => process.stderr.write(s) });

  program
    .command("check")
    .description("validate card files (fast; for CI and editors)")
    .argument("[paths...]", "card files or folders", ["cards"])
    .addOption(formatOption())
    .option("--no-color", "plain output")
    .option("--watch", "check again whenever a card file changes")
    .action(async (paths: string[], opts: { format: OutputFormat; color: boolean; watch?: boolean }) => {
      const { runCheck } = await import("./check-command.ts");
      const check = () => runCheck(paths, { format: opts.format, color: useColor(opts.color) });
      if (!opts.watch) {
        exit = check();
        return;
      }
      const { watchPaths } = await import("./watch.ts");
      watchPaths(paths, check);
      await new Promise<never>(() => {}); // runs until interrupted
    });

  program
    .command("build")
    .description("compile every game in cards/ into generated/")
    .option("--game <game>", "only this game")
    .option("--check", "fail if generated/ is stale instead of writing it")
    .option("--summary", "print a summary of every game")
    .option("--lock-timeout <seconds>", "how long to wait for another build of this project to finish (default 600)")
    .addOption(formatOption())
    .option("--no-color", "plain output")
    .action(async (opts: { game?: string; check?: boolean; summary?: boolean; format: OutputFormat; color: boolean; lockTimeout?: string }) => {
      // Loaded lazily: the emitter pulls in prettier, which `check` never needs.
      const { runBuild } = await import("./build-command.ts");
      exit = await runBuild({ ...opts, color: useColor(opts.color) });
    });

  program
    .command("play")
    .description("play a game with bots (or a person at the terminal) and print its log and results")
    .argument("<game>", "game id, e.g. shadows")
    .option("--players <n>", "number of players (default: the game's minimum, or as many as --bots and --human name)")
    .option("--seed <n>", "the game's seed, a whole number (default 1)")
    .option("--bots <list>", `comma-separated bots for the seats not played by a human: random, greedy (default greedy)`)
    .option("--human <seat>", "seat (1-based) played by a person at the terminal")
    .option("--replay <file>", "replay a saved game, print it and verify its log hash")
    .option("--save <file>", "save the game as a replay file")
    .option("--quiet", "print only the summary")
    .option("--stats", "after the results, how often each declared event was raised")
    .option("--max-rounds <n>", "safety stop for bots: stop after this many rounds, without an end or a winner")
    .option("--variant <list>", "comma-separated optional rules the game offers (an unknown one lists them)")
    .option("--mode <name>", "the game mode to play, one the game declares (default: its first)")
    .option("--no-color", "plain output")
    .action(async (game: string, opts: import("./play-command.ts").PlayCommandOptions) => {
      // Loaded lazily: only `play` needs the game runtimes.
      const { runPlay } = await import("./play-command.ts");
      exit = await runPlay(game, { ...opts, color: useColor(opts.color) });
    });

  program
    .command("fuzz-games")
    .description("play many random-bot games, checking invariants after every step; a failure is saved as a replay")
    .argument("<game>", "game id, e.g. shadows")
    .option("--games <n>", "number of games (default 1000)")
    .option("--seed <n>", "seed of the first game; game i has seed + i (default 1)")
    .option("--players <n>", "number of players (default: every count the game allows, in turn)")
    .option("--out <dir>", "folder for the replay files of failed games (default fuzz-failures)")
    .option("--max-rounds <n>", "safety stop for bots: stop a game after this many rounds")
    .action(async (game: string, opts: import("./fuzz-games-command.ts").FuzzGamesOptions) => {
      const { runFuzzGames } = await import("./fuzz-games-command.ts");
      exit = await runFuzzGames(game, opts);
    });

  program
    .command("sim")
    .description("simulate many bot games on worker threads and summarise the balance: win rates, card play rates, game length")
    .argument("<game>", "game id, e.g. shadows")
    .option("--games <n>", "number of games (default 1000)")
    .option("--workers <n>", "worker threads (default: one per CPU); the results are the same for any number")
    .option("--seed <n>", "seed of the first game; game i has seed + i (default 1)")
    .option("--players <n>", "number of players (default: the game's minimum, or as many as --bots names)")
    .option("--bots <list>", "comma-separated bots, one per seat: random, greedy (default greedy)")
    .option("--json <file>", "write the whole summary as JSON")
    .option("--html <file>", "write a report with charts (one file, opens offline)")
    .option("--max-rounds <n>", "safety stop for bots: stop a game after this many rounds")
    .option("--queue <url>", "redis://host:port: put the shards on a queue for `sim-worker` processes on any machines (same results as a local run)")
    .action(async (game: string, opts: import("./sim-command.ts").SimOptions) => {
      const { runSimCommand } = await import("./sim-command.ts");
      exit = await runSimCommand(game, opts);
    });

  program
    .command("sim-worker")
    .description("play `sim --queue` shards from a Redis queue until stopped (Ctrl-C); run any number, on any machines with the same built cards")
    .requiredOption("--queue <url>", "redis://host:port, as given to `sim --queue`")
    .option("--concurrency <n>", "shards played at once, one worker thread each (default 1)")
    .option("--lock-duration <ms>", "how soon a shard held by a worker that died goes back on the queue (default 30000)")
    .action(async (opts: import("./sim-worker-command.ts").SimWorkerOptions) => {
      const { runSimWorker } = await import("./sim-worker-command.ts");
      exit = await runSimWorker(opts);
    });

  program
    .command("test")
    .description("run scenario files: a starting state, scripted decisions and the expected numbers")
    .argument("[files...]", "scenario files or folders (default: every *.scenario.yaml under test/scenarios/)")
    .option("--log", "print the game log of each failed scenario")
    .option("--no-color", "plain output")
    .action(async (files: string[], opts: { log?: boolean; color: boolean }) => {
      // Loaded lazily: only `test` needs the game runtimes.
      const { runTest } = await import("./test-command.ts");
      exit = await runTest(files, { log: opts.log, color: useColor(opts.color) });
    });

  program
    .command("list")
    .description("list a game's cards")
    .argument("<game>", "game id, e.g. shadows")
    .addOption(new Option("--format <format>", "output format").choices(["text", "json"]).default("text"))
    .action(async (game: string, opts: { format: "text" | "json" }) => {
      const { runList } = await import("./list-command.ts");
      exit = runList(game, opts.format);
    });

  program
    .command("coverage")
    .description("which effect patterns the cards demonstrate (their `covers:` lists)")
    .option("--effects <file>", "the effect catalogue (markdown `- ID ...` lines) to compare against")
    .option("--cards <dirs...>", "the folders whose games' cards count (default: cards)")
    .option("--report-only", "exit 0 even when the catalogue has patterns no card covers")
    .addOption(new Option("--format <format>", "output format").choices(["text", "json"]).default("text"))
    .action(async (opts: { effects?: string; format: "text" | "json"; cards?: string[]; reportOnly?: boolean }) => {
      const { runCoverage } = await import("./coverage-command.ts");
      exit = runCoverage(opts);
    });

  program
    .command("studio")
    .description("serve Cardsmith Studio, a local web app: edit cards with live diagnostics and previews, run scenarios, play against bots, measure balance")
    .option("--port <n>", "the port to listen on (0 picks a free one)", "4321")
    .option("--host <host>", "the address to listen on; anything but localhost exposes your card files to the network", "127.0.0.1")
    .addHelpText("after", "\nExamples:\n  cardsmith studio                 then open http://localhost:4321\n  cardsmith studio --port 8080")
    .action(async (opts: { port: string; host: string }) => {
      // Loaded lazily: only the studio needs fastify and the renderer.
      const { runStudio } = await import("../studio/server.ts");
      const port = Number(opts.port);
      if (!/^\d+$/.test(opts.port) || port > 65535) throw new UsageError(`--port takes a port number from 0 to 65535, not \`${opts.port}\``);
      await runStudio({ root: process.cwd(), port, host: opts.host });
      await new Promise<never>(() => {}); // serves until the process is stopped
    });

  program
    .command("fmt")
    .description("rewrite card files in their canonical form: key order, effect text (see compiler/format/format-cards.ts)")
    .argument("[paths...]", "card files or folders", ["cards"])
    .option("--check", "write nothing; list the files that would change and exit 1 if any would")
    .option("--no-color", "plain output")
    .addHelpText("after", "\nExamples:\n  cardsmith fmt cards/shadows/skills    reformat every card file under a folder\n  cardsmith fmt --check cards          in CI: fail if a card file is not formatted")
    .action(async (paths: string[], opts: { check?: boolean; color: boolean }) => {
      const { runFmt } = await import("./fmt-command.ts");
      exit = await runFmt(paths, { check: opts.check, color: useColor(opts.color) });
    });

  const create = program
    .command("new")
    .description("start a card or a game from a template that checks")
    .addHelpText("after", "\nExamples:\n  cardsmith new card shadows skill cheap-shot\n  cardsmith new game star-traders");
  create
    .command("card")
    .description("write a card file of a kind, every required field holding a placeholder that checks")
    .argument("<game>", "game id, e.g. shadows")
    .argument("<kind>", "card kind, e.g. skill")
    .argument("<id>", "the new card's id, e.g. cheap-shot")
    .option("--file <path>", "the file to write (default: the folder holding most cards of that kind, <id>.yaml)")
    .option("--stdout", "print the card instead of writing a file")
    .addHelpText("after", "\nExamples:\n  cardsmith new card shadows skill cheap-shot\n  cardsmith new card shadows item spare-coin --file cards/shadows/items/coins.yaml\n  cardsmith new card shadows monster ogre --stdout")
    .action(async (game: string, kind: string, id: string, opts: { file?: string; stdout?: boolean }) => {
      const { runNewCard } = await import("./new-command.ts");
      exit = runNewCard(game, kind, id, opts);
    });
  create
    .command("game")
    .description("make cards/<name>/: a minimal vocabulary, procedure and one card, which check and build")
    .argument("<name>", "the game's id, e.g. star-traders")
    .addHelpText("after", "\nExample:\n  cardsmith new game star-traders && cardsmith check cards/star-traders")
    .action(async (name: string) => {
      const { runNewGame } = await import("./new-command.ts");
      exit = runNewGame(name);
    });

  program
    .command("render")
    .description("draw every card as SVG, with an HTML proof sheet and a print-ready PDF (3 x 3 cards on A4, bleed, crop marks)")
    .argument("<game>", "game id, e.g. shadows, or the path of a game folder")
    .option("--out <dir>", "the folder to write (default out/render/<game>); replaced as a whole")
    .addOption(formatOption())
    .option("--no-color", "plain output")
    .addHelpText("after", "\nExamples:\n  cardsmith render shadows                 writes out/render/shadows/{cards/*.svg,proof.html,print.pdf}\n  cardsmith render ./my-game --out /tmp/my-game-cards")
    .action(async (game: string, opts: { out?: string; format: OutputFormat; color: boolean }) => {
      // Loaded lazily: only `render` needs PDFKit and the fonts.
      const { runRender } = await import("./render-command.ts");
      exit = await runRender(game, { ...opts, color: useColor(opts.color) });
    });

  program
    .command("docs")
    .description("write a reference site for a game: its vocabulary with meanings and uses, every card with its image and compiled effect, the effect language's grammar")
    .argument("<game>", "game id, e.g. shadows, or the path of a game folder")
    .option("--out <dir>", "the folder to write (default out/docs/<game>); replaced as a whole")
    .addOption(formatOption())
    .option("--no-color", "plain output")
    .addHelpText("after", "\nExamples:\n  cardsmith docs shadows && open out/docs/shadows/index.html\n  cardsmith docs ./my-game --out /tmp/my-game-docs")
    .action(async (game: string, opts: { out?: string; format: OutputFormat; color: boolean }) => {
      const { runDocs } = await import("./docs-command.ts");
      exit = await runDocs(game, { ...opts, color: useColor(opts.color) });
    });

  program
    .command("lsp")
    .description("run the language server editors start: the checker's diagnostics as you type, completion, hover, go-to-definition, rename of card ids")
    .option("--stdio", "talk the Language Server Protocol over stdin and stdout (the only transport, and the default)")
    .allowUnknownOption() // editors add their own flags (`--clientProcessId=…`)
    .allowExcessArguments()
    .addHelpText("after", "\nExample:\n  cardsmith lsp --stdio    (started by an editor: see \"Editor support\" in the README for VS Code)")
    .action(async () => {
      // Loaded lazily: only the language server needs vscode-languageserver.
      const { startLanguageServer } = await import("../lsp/server.ts");
      startLanguageServer();
      await new Promise<never>(() => {}); // runs until the editor sends `exit` or closes the pipe
    });

  program
    .command("explain")
    .description("explain a diagnostic code, e.g. CS4001; --list prints every code")
    .argument("[code]")
    .option("--list", "every diagnostic code with its title")
    .action(async (code: string | undefined, opts: { list?: boolean }) => {
      const { runExplain, runExplainList } = await import("./explain-command.ts");
      if (opts.list) exit = runExplainList();
      else if (code) exit = runExplain(code);
      else throw new UsageError("name a code (`cardsmith explain CS4001`) or use `--list`");
    });

  addHelpExamples(program);
  addQuietOptions(program, ["check", "build", "test", "sim", "fuzz-games", "coverage"]);
  try {
    await program.parseAsync(argv, { from: "user" });
    return exit;
  } catch (err) {
    if (err instanceof CommanderError) {
      return err.exitCode === 0 ? EXIT_OK : EXIT_USAGE;
    }
    process.stderr.write(describeFailure(err));
    return EXIT_USAGE;
  }
}

function useColor(flag: boolean): boolean {
  return flag && !process.env.NO_COLOR && !!process.stdout.isTTY;
}
