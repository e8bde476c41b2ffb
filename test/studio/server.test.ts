/**
 * The studio's server on its own (fastify's inject, no browser): it answers only requests to a
 * local host name, reads and writes only YAML under cards/ and test/scenarios/ (not through
 * `..`, absolute paths or links leading out), writes a file only over the version the designer
 * opened, and checks unsaved text with the real checker.
 */
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createStudio } from "../../compiler/studio/server.ts";
import { runNewGame } from "../../compiler/cli/new-command.ts";

const WORK = mkdtempSync(join(tmpdir(), "cardsmith-studio-server-"));
const OUTSIDE = mkdtempSync(join(tmpdir(), "cardsmith-studio-outside-"));
writeFileSync(join(OUTSIDE, "secret.yaml"), "secret: 1\n");
runNewGame("tiny", WORK);
symlinkSync(OUTSIDE, join(WORK, "cards", "tiny", "linked"), "dir");
const app = createStudio({ root: WORK, port: 0, host: "127.0.0.1" });
const CARD = "cards/tiny/cards/first-card.yaml";

afterAll(() => {
  rmSync(WORK, { recursive: true, force: true });
  rmSync(OUTSIDE, { recursive: true, force: true });
});

const get = (url: string, host = "localhost:4321") => app.inject({ method: "GET", url, headers: { host } });

describe("the studio's server", () => {
  it("refuses requests addressed to another host name (DNS rebinding)", async () => {
    expect((await get("/api/games", "attacker.example:4321")).statusCode).toBe(403);
    expect((await get("/api/games", "127.0.0.1:4321")).statusCode).toBe(200);
  });

  it("lists the games with their card files", async () => {
    const games = (await get("/api/games")).json().games as Array<{ id: string; files: string[] }>;
    expect(games.map((g) => g.id)).toEqual(["tiny"]);
    expect(games[0].files).toContain(CARD);
  });

  it.each([
    ["../package.json", 403],
    ["cards/../../etc/passwd.yaml", 403],
    ["/etc/passwd", 403],
    ["cards/tiny/runtime/index.ts", 403],
    ["cards/tiny/linked/secret.yaml", 403],
    ["cards/tiny/cards/missing.yaml", 404],
    ["", 400],
  ])("refuses to read %j (%i)", async (path, status) => {
    const res = await get(`/api/file?path=${encodeURIComponent(path)}`);
    expect(res.statusCode).toBe(status);
    expect(res.json().error).toBeTruthy();
  });

  it("saves only over the version that was opened, and keeps the other change otherwise", async () => {
    const opened = (await get(`/api/file?path=${CARD}`)).json() as { text: string; version: string };
    const mine = opened.text.replace("First Card", "Mine");
    const theirs = opened.text.replace("cost: 1", "cost: 3");
    writeFileSync(join(WORK, CARD), theirs);
    const refused = await app.inject({ method: "PUT", url: "/api/file", headers: { host: "localhost" }, payload: { path: CARD, text: mine, base: opened.version } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().conflict.text).toBe(theirs);
    expect(readFileSync(join(WORK, CARD), "utf8")).toBe(theirs);
    const saved = await app.inject({ method: "PUT", url: "/api/file", headers: { host: "localhost" }, payload: { path: CARD, text: mine, base: refused.json().conflict.version } });
    expect(saved.statusCode).toBe(200);
    expect(readFileSync(join(WORK, CARD), "utf8")).toBe(mine);
    const outside = await app.inject({ method: "PUT", url: "/api/file", headers: { host: "localhost" }, payload: { path: "package.json", text: "{}", base: null } });
    expect(outside.statusCode).toBe(403);
  });

  it("checks unsaved text with the checker, without writing it", async () => {
    const before = readFileSync(join(WORK, CARD), "utf8");
    const res = await app.inject({ method: "POST", url: "/api/check", headers: { host: "localhost" }, payload: { path: CARD, text: before.replace("gain", "gian") } });
    const d = (res.json().diagnostics as Array<{ file: string; rendered: string }>).find((x) => x.file === CARD)!;
    expect(d).toMatchObject({ code: "CS4001", file: CARD, line: 7, help: "did you mean `gain`?" });
    expect(d.rendered).toContain("^^^^ not a verb of this game");
    expect(readFileSync(join(WORK, CARD), "utf8")).toBe(before);
  });
});
