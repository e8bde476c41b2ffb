/**
 * `on this` in a trigger whose event argument is an entity (an enemy card that is an entity in
 * play) and a behaviour table's rows, read from the committed adventure modules (`build --check`
 * keeps them fresh; tsc type-checks them under --strict).
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { inlineHoisted } from "./helpers.ts";

const groups = inlineHoisted(readFileSync(resolve(import.meta.dirname, "../../generated/adventure/cards/enemies/groups.ts"), "utf8")).replace(/\s+/g, " ");

describe("an entity card's own triggers and table", () => {
  it("`whenever activating on this` matches the event's entity by the card (the same id)", () => {
    expect(groups).toContain('event: "activating", every: true, args: { on: { noun: "this", determiner: null, filters: [] } }');
  });

  it("a behaviour row is an effect whose `requires` says when it applies", () => {
    expect(groups).toContain("requires: orcGroupBehaviour0Requires");
    expect(groups).toContain('return rt.fact(ctx, "hero-here");');
    expect(groups).toMatch(/behaviour: \[ \{ abilities: \[ \{ trigger: \{ kind: "play" \}/);
  });
});
