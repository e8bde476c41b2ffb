/**
 * `cardsmith studio`: a local web app (fastify) where a designer edits card files, sees the
 * checker's diagnostics and the rendered card as they type, and tries the card in scenarios and
 * bot games. It listens on localhost only unless told otherwise, answers only requests addressed
 * to it by a local host name (no DNS rebinding), touches only YAML files under cards/ and
 * test/scenarios/, and never runs card text: cards are checked and compiled, as by the CLI.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import Fastify, { type FastifyInstance, type FastifyReply } from "fastify";
import { PACKAGE_ROOT } from "../package-root.ts";
import { checkText } from "./live-check.ts";
import { listGames, readVersioned, saveIfUnchanged, StudioPathError } from "./project-files.ts";
import { balanceJob, currentGame, playStep, runScenarios, startBalance, type PlayRequest } from "./try-game.ts";

export interface StudioOptions {
  root: string;
  port: number;
  host: string;
}

/** The front end, bundled by `npm run precompile` (run by `npm ci`). */
const APP_DIR = join(PACKAGE_ROOT, "dist", "studio");
const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

function asset(name: string): string {
  const file = join(APP_DIR, name);
  if (!existsSync(file)) throw new StudioPathError(`the studio's front end is not built (${file}): run \`npm run precompile\``, 500);
  return readFileSync(file, "utf8");
}

function fail(reply: FastifyReply, e: unknown): FastifyReply {
  if (e instanceof StudioPathError) return reply.code(e.status).send({ error: e.message });
  return reply.code(500).send({ error: e instanceof Error ? e.message : String(e) });
}

export function createStudio(opts: StudioOptions): FastifyInstance {
  const { root } = opts;
  const app = Fastify({ bodyLimit: 8 * 1024 * 1024 });

  app.addHook("onRequest", async (req, reply) => {
    const host = (req.headers.host ?? "").replace(/:\d+$/, "");
    if (opts.host === "127.0.0.1" || opts.host === "localhost") {
      if (!LOCAL_HOSTS.has(host)) return reply.code(403).send({ error: "the studio answers only requests to localhost" });
    }
  });

  app.get("/", async (_req, reply) => reply.type("text/html; charset=utf-8").send(asset("index.html")));
  app.get("/app.js", async (_req, reply) => reply.type("text/javascript; charset=utf-8").send(asset("app.js")));
  app.get("/app.css", async (_req, reply) => reply.type("text/css; charset=utf-8").send(asset("app.css")));

  app.get("/api/games", async () => ({ games: listGames(root) }));

  app.get<{ Querystring: { path?: string } }>("/api/file", async (req, reply) => {
    try {
      return readVersioned(root, req.query.path ?? "");
    } catch (e) {
      return fail(reply, e);
    }
  });

  app.put<{ Body: { path?: string; text?: unknown; base?: unknown } }>("/api/file", async (req, reply) => {
    try {
      const { path, text, base } = req.body ?? {};
      if (typeof text !== "string") throw new StudioPathError("text: the file's new contents are required");
      const result = saveIfUnchanged(root, path ?? "", text, typeof base === "string" ? base : null);
      return result.saved ? result : reply.code(409).send(result);
    } catch (e) {
      return fail(reply, e);
    }
  });

  app.post<{ Body: { path?: string; text?: unknown } }>("/api/check", async (req, reply) => {
    try {
      const { path, text } = req.body ?? {};
      if (typeof text !== "string") throw new StudioPathError("text is required");
      return checkText(root, path ?? "", text);
    } catch (e) {
      return fail(reply, e);
    }
  });

  app.post<{ Body: { game?: string; files?: unknown } }>("/api/scenarios", async (req, reply) => {
    try {
      const id = String(req.body?.game ?? "");
      const known = listGames(root).find((g) => g.id === id);
      if (!known) throw new StudioPathError(`no game \`${id}\``, 404);
      const game = await currentGame(root, id);
      const files = Array.isArray(req.body?.files) ? known.scenarios.filter((f) => (req.body!.files as unknown[]).includes(f)) : known.scenarios;
      const results = await runScenarios(root, files, game);
      return { results: results.map((r) => ({ file: r.file, title: r.title, status: r.status, checks: r.checks, failures: r.failures.map((f) => f.message), problems: r.problems.map((p) => `${p.pos.line}:${p.pos.col}: ${p.message}`) })) };
    } catch (e) {
      return fail(reply, e);
    }
  });

  app.post<{ Body: Partial<PlayRequest> & { game?: string } }>("/api/play", async (req, reply) => {
    try {
      const b = req.body ?? {};
      const game = await currentGame(root, String(b.game ?? ""));
      const answers = Array.isArray(b.answers) ? b.answers.map(Number) : [];
      return playStep(game.module, {
        seed: Number(b.seed ?? 1),
        players: Number(b.players ?? game.module.players.min),
        human: b.human === null || b.human === undefined ? null : Number(b.human),
        answers,
        steps: b.steps === null || b.steps === undefined ? null : Number(b.steps),
      });
    } catch (e) {
      return fail(reply, e);
    }
  });

  app.post<{ Body: { game?: string; games?: unknown; seed?: unknown } }>("/api/balance", async (req, reply) => {
    try {
      const id = String(req.body?.game ?? "");
      const game = await currentGame(root, id);
      return { job: startBalance(id, game.module, Number(req.body?.games ?? 200), Number(req.body?.seed ?? 1)) };
    } catch (e) {
      return fail(reply, e);
    }
  });

  app.get<{ Params: { job: string } }>("/api/balance/:job", async (req, reply) => {
    const job = balanceJob(req.params.job);
    return job ?? reply.code(404).send({ error: "no such balance run" });
  });

  return app;
}

/** Starts the studio and prints where it listens; runs until the process is stopped. */
export async function runStudio(opts: StudioOptions): Promise<void> {
  const app = createStudio(opts);
  const address = await app.listen({ port: opts.port, host: opts.host });
  const url = address.replace("127.0.0.1", "localhost");
  process.stdout.write(`Cardsmith Studio on ${url} (the games of ${opts.root}/cards); Ctrl-C stops it\n`);
}
