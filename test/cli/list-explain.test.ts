import { describe, expect, it } from "vitest";
import { main } from "../../compiler/cli/main.ts";

async function run(...args: string[]): Promise<{ exit: number; out: string; err: string }> {
  let out = "";
  let err = "";
  const [o, e] = [process.stdout.write.bind(process.stdout), process.stderr.write.bind(process.stderr)];
  process.stdout.write = ((c: string) => ((out += c), true)) as typeof process.stdout.write;
  process.stderr.write = ((c: string) => ((err += c), true)) as typeof process.stderr.write;
  try {
    return { exit: await main(args), out, err };
  } finally {
    process.stdout.write = o;
    process.stderr.write = e;
  }
}

describe("cardsmith list", () => {
  it("prints every card as {id, name, kind, file} in JSON", async () => {
    const r = await run("list", "shadows", "--format", "json");
    expect(r.exit).toBe(0);
    const rows = JSON.parse(r.out) as Array<{ id: string; name: string; kind: string; file: string }>;
    expect(rows.find((c) => c.id === "sword-strike")).toEqual({ id: "sword-strike", name: "Sword Strike", kind: "skill", file: "cards/shadows/skills/akintunde/sword-strike.yaml" });
    expect(new Set(rows.map((c) => c.id)).size).toBe(rows.length);
    expect(rows.every((c) => Object.keys(c).join() === "id,name,kind,file")).toBe(true);
  }, 300_000);

  it("prints a file column in its text output", async () => {
    const r = await run("list", "shadows");
    expect(r.exit).toBe(0);
    const line = r.out.split("\n").find((l) => l.startsWith("sword-strike "));
    expect(line).toMatch(/^sword-strike\s+skill\s+Sword Strike\s+cards\/shadows\/skills\/akintunde\/sword-strike\.yaml$/);
  }, 300_000);

  it("names the games it knows when asked for another (usage error, exit 2)", async () => {
    const r = await run("list", "shadowz");
    expect(r.exit).toBe(2);
    expect(r.err).toMatch(/no game `shadowz` in cards\/ \(games: ([a-z-]+, )*shadows(, [a-z-]+)*\)/);
  });
});

describe("cardsmith explain", () => {
  it("lists every code with its title", async () => {
    const r = await run("explain", "--list");
    expect(r.exit).toBe(0);
    expect(r.out).toMatch(/^CS1001  YAML syntax error$/m);
    expect(r.out).toMatch(/^CS4001  unknown verb/m);
  });

  it("a bare explain is a usage error", async () => {
    expect((await run("explain")).exit).toBe(2);
  });

  it("explains a code, in any case", async () => {
    const r = await run("explain", "cs4001");
    expect(r.exit).toBe(0);
    expect(r.out).toMatch(/^CS4001: unknown verb/);
  });

  it("suggests the nearest code for an unknown one (exit 2)", async () => {
    const r = await run("explain", "CS4100");
    expect(r.exit).toBe(2);
    expect(r.err).toMatch(/no diagnostic code `CS4100`; did you mean `CS\d{4}`\?/);
  });
});
