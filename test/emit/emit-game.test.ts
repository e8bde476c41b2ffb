import { describe, expect, it } from "vitest";
import { emitGame } from "../../compiler/emit/emit-game.ts";
import { cardConstNames } from "../../compiler/emit/names.ts";
import { cardModulePath, importSpecifier, runtimeSpecifier } from "../../compiler/emit/paths.ts";
import { FULL_GAME, game } from "./fixture.ts";
import { importModule, inlineHoisted } from "./helpers.ts";
import { typeCheckGames } from "./typecheck.ts";

/** Ids that are reserved words, start with a digit, or camelCase to the same name. */
const ODD_IDS = ["new", "class", "7-league-boots", "42", "a-1", "a1", "constructor", "__proto__", "cards", "rt", "in-range", "delete"];
const oddGame = () =>
  game({ "odd ids.yaml": ODD_IDS.map((id) => ({ id, name: id, kind: "new", effect: "pass" })) });

describe("card constant names", () => {
  it("are safe, unique identifiers whatever the id", () => {
    const names = cardConstNames(ODD_IDS);
    expect(names.get("new")).toBe("cardNew");
    expect(names.get("class")).toBe("cardClass");
    expect(names.get("7-league-boots")).toBe("card7LeagueBoots");
    expect(names.get("42")).toBe("card42");
    expect(names.get("constructor")).toBe("cardConstructor");
    expect(names.get("cards")).toBe("cardCards");
    // `a-1` and `a1` both camelCase to `a1`: allocation in id order keeps them apart.
    expect([names.get("a-1"), names.get("a1")]).toEqual(["a1", "a1_2"]);
    expect(new Set(names.values()).size).toBe(ODD_IDS.length);
    for (const n of names.values()) expect(n).toMatch(/^[A-Za-z_$][\w$]*$/);
  });

  it("do not depend on file order", () => {
    expect(cardConstNames([...ODD_IDS].reverse())).toEqual(cardConstNames(ODD_IDS));
  });

  it("work in a whole module: every odd id is exported and found by id", async () => {
    const files = emitGame(oddGame());
    const module = files.get("cards/odd ids.ts")!;
    const mod = await importModule(module.replace(/^import \{ inRange \}.*$/m, ""));
    const ids = Object.values(mod).map((c) => (c as { id: string }).id);
    expect(ids.sort()).toEqual([...ODD_IDS].sort());
    expect(files.get("index.ts")).toContain('["__proto__"]: proto');
  });
});

describe("paths", () => {
  it("mirror the card files and import relatively with .ts extensions", () => {
    expect(cardModulePath("skills/akintunde.yaml")).toBe("cards/skills/akintunde.ts");
    expect(cardModulePath("monsters.yml")).toBe("cards/monsters.ts");
    expect(importSpecifier("cards/skills/a.ts", "kinds.ts")).toBe("../../kinds.ts");
    expect(importSpecifier("index.ts", "cards/a.ts")).toBe("./cards/a.ts");
    expect(runtimeSpecifier("cards/skills/a.ts", {})).toBe("cardsmith/runtime/api");
    expect(runtimeSpecifier("vocabulary.ts", {})).toBe("cardsmith/runtime/api");
    expect(runtimeSpecifier("cards/skills/a.ts", { runtimeApi: "../../runtime/api.ts" })).toBe("../../../../runtime/api.ts");
    expect(runtimeSpecifier("vocabulary.ts", { runtimeApi: "../../runtime/api.ts" })).toBe("../../runtime/api.ts");
  });

  it("refuse card files outside the game folder", () => {
    expect(() => cardModulePath("../evil.yaml")).toThrow(/relative/);
    expect(() => cardModulePath("/abs.yaml")).toThrow(/relative/);
  });
});

describe("emitGame", () => {
  it("produces the vocabulary, kinds, rules, index and one module per card file", () => {
    expect([...emitGame(game(FULL_GAME)).keys()]).toEqual([
      "cards/monsters.ts",
      "cards/skills/basics.ts",
      "cards/skills/triggers.ts",
      "index.ts",
      "kinds.ts",
      "rules.ts",
      "vocabulary.ts",
    ]);
  });

  it("is deterministic: same input, or the same files in another order, gives identical text", () => {
    const a = emitGame(game(FULL_GAME));
    const b = emitGame(game(FULL_GAME));
    const reversed = Object.fromEntries(Object.entries(FULL_GAME).reverse());
    const c = emitGame(game(reversed));
    expect([...b]).toEqual([...a]);
    expect([...c]).toEqual([...a]);
  });

  it("type-checks under --strict, with the runtime API it imports", async () => {
    expect(await typeCheckGames([game(FULL_GAME), oddGame()])).toEqual([]);
  }, 300_000);
});

describe("effects", () => {
  const files = emitGame(game(FULL_GAME));
  const basics = inlineHoisted(files.get("cards/skills/basics.ts")!).replace(/\s+/g, " ");
  const triggers = inlineHoisted(files.get("cards/skills/triggers.ts")!).replace(/\s+/g, " ");

  it("call verbs with named parameters and loop over plural selectors", () => {
    expect(basics).toContain('for (const opponent of rt.select(ctx, { noun: "opponent", determiner: "each", filters: [] }))');
    expect(basics).toContain("rt.verbs.deal(ctx, { amount: v_X, to: opponent });");
    expect(basics).toContain('rt.verbs.draw(ctx, { count: 2, from: "discard" });');
    expect(basics).toContain('rt.verbs.block(ctx, { amount: 3, using: "shields" });');
    expect(basics).toContain('rt.verbs.summon(ctx, { card: "all-in" });');
  });

  it("evaluate a singular argument once, before looping over a plural one", () => {
    expect(basics).toMatch(/const amount = rt\.property\(ctx, "strength", rt\.choose\(.*?\)\); for \(const opponents of/);
  });

  it("scope variables by block and keep reassignments apart", () => {
    expect(basics).toContain("const v_X_2 = (v_X + 1);");
    expect(basics).toContain("const v_class = 2;");
    expect(basics).toContain("const v_Class = v_class;");
  });

  it("compile choose, roll, repeat and may", () => {
    expect(basics).toContain('switch (rt.chooseOption(ctx, ["draw 2 cards from discard", "recover 1 shield on your hero", "let X = X + 1; recover X on it"]))');
    expect(basics).toContain("const roll = rt.roll(ctx, 1, 6);");
    expect(basics).toContain("if (roll >= 1 && roll <= 3)");
    expect(basics).toContain("else if (roll === 4)");
    expect(basics).toMatch(/do \{ .* \} while \(inRange\(rt\.roll\(ctx, 1, 6\), 1, 3\) && rt\.again\(ctx\)\);/);
    expect(basics).toContain('if (rt.confirm(ctx, "discard this"))');
    // A condition reading the body's variable cannot be a do-while condition.
    expect(basics).toContain("for (;;) { const v_Y = (rt.roll(ctx, 1, 6) - 3); rt.verbs.draw(ctx, { count: v_Y }); if (!((v_Y > 0)) || !rt.again(ctx)) break; }");
  });

  it("compile a secret choice: asked inside rt.secretly, read as the current player's, compared over everyone's", () => {
    expect(triggers).toContain('const secret = rt.secretly(ctx, { noun: "opponent", determiner: "each", filters: [] }, (ctx) =>{ const v_Bid = rt.chooseNumber(ctx, 1, rt.property(ctx, "gold", null), "Bid"); const v_T = rt.choose(ctx, { noun: "target", determiner: "a", filters: [] }); return { Bid: v_Bid, T: v_T }; });');
    expect(triggers).toContain('if (((rt.secretOf(ctx, secret, "Bid") === rt.highest(secret, "Bid")) && (rt.leaders(secret, "Bid") < 2)))');
    expect(triggers).toContain('rt.verbs.deal(ctx, { amount: rt.secretOf(ctx, secret, "Bid"), to: rt.secretOf(ctx, secret, "T") });');
    expect(triggers).toContain('rt.verbs.gain(ctx, { amount: { amount: rt.lowest(secret, "Bid"), unit: "gold" } });');
  });

  it("compile arithmetic with the language's rounding", () => {
    expect(basics).toContain("quotient(Math.min(2, Math.max(1, rt.property(ctx, \"strength\", null))), 2)");
    expect(basics).toContain("Math.floor(rt.count(ctx, { noun: \"cards\"");
  });

  it("turn a quantity of a noun into a choice of that many", () => {
    expect(basics).toContain('rt.chooseSome(ctx, { noun: "cards", determiner: null, filters: [{ with: "Support" }, { in: "hand", owner: "your" }] }, 2)');
  });

  it("lift continuous modifiers and requirements out of abilities", () => {
    expect(triggers).toContain('{ stat: "strength", amount: 1, to: null, vs: null, while: null }');
    expect(triggers).toContain('{ stat: "magic", amount: -1, to: null, vs: { noun: "target", determiner: null, filters: [] }, while: card7LeagueBootsEffectMod1While }');
    // The modifier recomputes the `let` it reads.
    expect(triggers).toMatch(/function card7LeagueBootsEffectMod2Amount\(rt: Rt, ctx: EffectContext\): number \{ const v_N = rt\.count\(.*?\); return v_N; \}/);
    expect(triggers).toContain("requires: card7LeagueBootsEffectRequires");
    // Inside a triggered ability a modifier is created when the ability runs, for the one thing its `to` names then.
    expect(triggers).toContain('rt.addModifier(ctx, { stat: "magic", amount: 2, to: { chosen: [rt.choose(ctx, { noun: "this", determiner: null, filters: [] })] }, vs: null, while: null });');
  });

  it("describe triggers, limits and costs as data", () => {
    expect(triggers).toContain('trigger: { kind: "when", event: "attacked", every: false, args: { on: { noun: "hero", determiner: "your", filters: [] } }, condition: card7LeagueBootsEffect0When }');
    expect(triggers).toContain('limits: [{ count: 1, per: "round" }], costs: [{ kind: "pay", amount: 2, unit: "gold" }, { kind: "do", run: card7LeagueBootsEffect0Cost1 }]');
    expect(triggers).toContain('args: { on: { value: "MxAttack" } }');
    expect(triggers).toContain('{ kind: "at", edge: "start", period: "cleanup", number: null }');
    expect(triggers).toContain('{ kind: "at", edge: null, period: "initiative", number: 2 }');
    expect(triggers).toContain('costs: [{ kind: "pay", amount: card7LeagueBootsEffect5Cost0, unit: "gold" }]');
    expect(triggers).toContain('to: (rt.payload(ctx, "attacker") as Ref)');
  });

  it("compile monster charts keyed by icon, an empty chart entry for `nothing`", () => {
    const monsters = inlineHoisted(files.get("cards/monsters.ts")!).replace(/\s+/g, " ");
    expect(monsters).toContain("MxAttack: { abilities: [{ trigger: { kind: \"play\" }");
    expect(monsters).toContain("MxSpell: { abilities: [], modifiers: [], requires: null }");
    // Map entries follow the vocabulary's key order, not the YAML's.
    expect(monsters).toContain('reward: { gold: 2, "random-item": 1 }');
  });
});

describe("constant hoisting", () => {
  it("moves constant selectors and quantities to module-level constants, one per distinct value", () => {
    const basics = emitGame(game(FULL_GAME)).get("cards/skills/basics.ts")!;
    expect(basics).toMatch(/^const aTarget = \{ noun: "target", determiner: "a", filters: \[\] \} as const;$/m);
    expect(basics).toMatch(/^const gold1 = \{ amount: 1, unit: "gold" \} as const;$/m);
    expect(basics).toContain("rt.choose(ctx, aTarget)");
    expect(basics.match(/^const aTarget =/gm)?.length).toBe(1);
  });
});
