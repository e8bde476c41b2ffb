/**
 * Cards leaving play that a Response may keep (runtime/core/leaving.ts) on a toy game: while the
 * game announces a card's leaving, a verb meaning `spare` keeps it and the log says so in the
 * verb's words; once kept, or outside an announcement, it does nothing.
 */
import { describe, expect, it } from "vitest";
import type { EffectApi } from "../../runtime/api.ts";
import { Catalogue, type CatalogueCard } from "../../runtime/core/catalogue.ts";
import { Engine } from "../../runtime/core/engine.ts";
import type { GameHookSet } from "../../runtime/core/meanings.ts";
import { Resolution } from "../../runtime/core/resolution.ts";
import type { GameRules } from "../../runtime/core/rules.ts";
import { toyRules } from "../support/toy-rules.ts";

type R = EffectApi<object>;
const CARDS = [{ id: "knight", name: "Knight", kind: "figure" }] as unknown as CatalogueCard[];
const RULES: GameRules<R> = {
  ...toyRules<GameRules<R>>("rescues", [{ name: "field", live: true, perPlayer: true }], { rescue: "spare", pardon: "spare" }),
  verbSays: Object.assign(Object.create(null) as Record<string, string>, { rescue: "rescued" }),
};

class Rescues extends Engine<object> {
  constructor() {
    super(RULES, new Catalogue(CARDS), { seed: 1, agents: [], resourceBounds: {}, counterBounds: {} });
    this.table.addPlayer("Ann", []);
  }
  protected newResolution(seat: number, uid: string | null): Resolution {
    return new Resolution(seat, uid);
  }
  readonly hooks: GameHookSet<object> = { nouns: {}, facts: {}, verbs: {}, procedures: {} };
}

const verb = (g: Rescues, name: string) => (g.rt.verbs as Record<string, (ctx: unknown, a: unknown) => void>)[name];

describe("a card leaving play", () => {
  it("goes when nothing spares it, and is leaving only while announced", () => {
    const g = new Rescues();
    const knight = g.table.create("knight", "field", 0);
    const seen: boolean[] = [];
    expect(g.leaving.leaves(knight.uid, () => seen.push(g.leaving.has(knight.uid)))).toBe(true);
    expect([seen, g.leaving.has(knight.uid)]).toEqual([[true], false]);
  });

  it("stays when a spare verb answers its announcement, the log saying it in the verb's words", () => {
    const g = new Rescues();
    const knight = g.table.create("knight", "field", 0);
    const args = { target: g.cardRef(knight.uid) };
    const goes = g.leaving.leaves(knight.uid, () => {
      verb(g, "rescue")(null, args);
      verb(g, "pardon")(null, args); // already kept: nothing more
    });
    expect(goes).toBe(false);
    expect(g.log.all.map((l) => l.text).filter((t) => t.includes("Knight"))).toEqual(["Knight (Ann) is rescued"]);
  });

  it("does nothing to a card that is not leaving; a verb without words says spared", () => {
    const g = new Rescues();
    const knight = g.table.create("knight", "field", 0);
    verb(g, "rescue")(null, { target: g.cardRef(knight.uid) });
    expect(g.log.all.some((l) => l.text.includes("rescued"))).toBe(false);
    g.leaving.leaves(knight.uid, () => verb(g, "pardon")(null, { target: g.cardRef(knight.uid) }));
    expect(g.log.all.at(-1)?.text).toBe("Knight (Ann) is spared");
  });
});
