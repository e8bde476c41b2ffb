/**
 * A figure moved on a game's map by the place graph's distances (runtime/core/figure-steps.ts,
 * verb meanings `step-to`, `step-toward`, `step-away`, `step-aside`): the acting player chooses
 * among places equally near (far); "near" is measured to the acting player's own figure (the one
 * whose id names their seat); after the move each event whose `raised-by` lists the verb is
 * raised on the place's card by the figure. On a toy ring of four places (Home, Left, Right,
 * Far: Home and Far opposite): Ann's pawn at Home, a ghost of nobody's at Far.
 */
import { afterEach, describe, expect, it } from "vitest";
import type { EffectApi, EffectContext, Ref } from "../../runtime/api.ts";
import { ScriptedAgent, type Agent } from "../../runtime/core/agents.ts";
import { Catalogue, type CatalogueCard } from "../../runtime/core/catalogue.ts";
import { Engine } from "../../runtime/core/engine.ts";
import { MapTable } from "../../runtime/core/map-table.ts";
import type { GameHookSet } from "../../runtime/core/meanings.ts";
import { PlaceGraph } from "../../runtime/core/place-graph.ts";
import { Resolution } from "../../runtime/core/resolution.ts";
import type { GameRules } from "../../runtime/core/rules.ts";
import { check, edit, expectLocatedError, makeGame, ON_A_MAP, SHADOWS_YAML, type Game } from "../contract/helpers.ts";
import { toyRules } from "../support/toy-rules.ts";

type Args = Readonly<Record<string, unknown>>;
interface RingVerbs {
  jump(ctx: EffectContext, a: Args): void;
  haunt(ctx: EffectContext, a: Args): void;
  flee(ctx: EffectContext, a: Args): void;
  dodge(ctx: EffectContext, a: Args): void;
}

const RULES: GameRules<EffectApi<RingVerbs>> = {
  ...toyRules<GameRules<EffectApi<RingVerbs>>>("ring", [{ name: "board", live: true, perPlayer: false }], { jump: "step-to", haunt: "step-toward", flee: "step-away", dodge: "step-aside" }),
  // `dodge` raises nothing: only the verbs an event lists are followed by it
  events: [{ name: "arrives", respondable: false, raisedBy: ["jump", "haunt", "flee"], args: ["on", "by"], payload: [] }],
};
const PLACES = ["home", "left", "right", "far"];
const CARDS = PLACES.map((id) => ({ id, kind: "place", name: id[0].toUpperCase() + id.slice(1) })) as unknown as CatalogueCard[];
const ROUTES = [
  ["home", "left"],
  ["home", "right"],
  ["left", "far"],
  ["right", "far"],
].map(([from, to]) => ({ id: `${from}-${to}`, from, to, distance: 1 }));
const GHOST: Ref = { id: "ghost", type: "figure" };

class Ring extends Engine<RingVerbs> {
  readonly map = new MapTable(new PlaceGraph(PLACES, ROUTES), { perPlayer: 0 });
  readonly raised: string[] = [];
  constructor(agent: Agent) {
    super(RULES, new Catalogue(CARDS), { seed: 1, agents: [agent, agent], resourceBounds: {}, counterBounds: {} });
    this.table.addPlayer("Ann", []);
    this.table.addPlayer("Bob", []);
    for (const id of PLACES) this.table.create(id, "board", null);
    this.map.put("pawn@0", "home");
    this.map.put(GHOST.id, "far");
  }
  protected newResolution(seat: number, uid: string | null): Resolution {
    return new Resolution(seat, uid);
  }
  override describe(ref: Ref): string {
    return ref.id === GHOST.id ? "the ghost" : super.describe(ref);
  }
  override raise(name: string, args: Readonly<Record<string, Ref>>): void {
    this.raised.push(`${name} on ${this.table.card(args.on.id).cardId} by ${args.by.id}`);
    super.raise(name, args);
  }
  readonly hooks: GameHookSet<RingVerbs> = { nouns: {}, facts: {}, verbs: {}, procedures: {}, map: this.map };
  run(verb: keyof RingVerbs, args: Args, seat = 0): void {
    this.rt.verbs[verb](this.context(seat, null, "rule"), { figure: GHOST, ...args });
  }
  placeCard(place: string): Ref {
    return this.cardRef([...this.table.cards.values()].find((i) => i.cardId === place)!.uid);
  }
}

describe("figure steps", () => {
  it("moves toward the acting player's own figure, the player choosing among places as near, then raises the verb's event", () => {
    const g = new Ring(new ScriptedAgent(["Right"]));
    g.run("haunt", { by: 1 });
    expect(g.map.where(GHOST.id)).toBe("right");
    expect(g.log.lines()).toContain("[setup] the ghost moves to Right");
    expect(g.raised).toEqual(["arrives on right by ghost"]);
    g.run("haunt", { by: 3 }); // as near as it gets: onto the pawn's place
    expect(g.map.where(GHOST.id)).toBe("home");
  });

  it("moves away from the acting player's figure, and stays when it has none on the map", () => {
    const g = new Ring(new ScriptedAgent([]));
    g.map.put(GHOST.id, "left");
    g.run("flee", { by: 2 });
    expect(g.map.where(GHOST.id)).toBe("far");
    g.run("haunt", { by: 2 }, 1); // Bob has no figure: nothing to move toward
    expect(g.map.where(GHOST.id)).toBe("far");
    expect(g.raised).toEqual(["arrives on far by ghost"]);
  });

  it("puts the figure on a place's card, or on a neighbour of the player's choice with no event", () => {
    const g = new Ring(new ScriptedAgent(["Far"]));
    g.run("jump", { to: g.placeCard("left") });
    expect(g.map.where(GHOST.id)).toBe("left");
    g.run("dodge", {}); // Left's neighbours: Home and Far
    expect(g.map.where(GHOST.id)).toBe("far");
    expect(g.raised).toEqual(["arrives on left by ghost"]);
  });
});

describe("figure steps at check time", () => {
  let game: Game | undefined;
  afterEach(() => game?.cleanup());
  const withVerb = (params: string) => edit(SHADOWS_YAML + ON_A_MAP, "\nverbs:\n", `\nverbs:\n  haunt: { means: step-toward, params: { ${params} } }\n`);

  it("takes a figure of a declared type and a number of places", async () => {
    game = makeGame(withVerb("figure: { type: monster, positional: true, required: true }, by: { type: number, required: true }"));
    expect((await check(game)).out).not.toContain("error[");
    game.cleanup();
    game = makeGame(withVerb("figure: { type: monster, positional: true, required: true }"));
    await expectLocatedError(game, "CS1014", "params: { figure", /a `step-toward` verb needs the parameter `by`/);
  });
});
