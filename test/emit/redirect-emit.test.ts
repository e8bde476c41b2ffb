/**
 * What a redirect (issue 7) compiles to, read from the committed Shadows modules (`build --check`
 * keeps them fresh; tsc type-checks them under --strict): the Stone Golem's Response calls the
 * engine's verb with its entity, and the rules module tells the engine which damage `attacked`
 * carries.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { inlineHoisted } from "./helpers.ts";

const generated = (path: string) => inlineHoisted(readFileSync(resolve(import.meta.dirname, `../../generated/shadows/${path}`), "utf8")).replace(/\s+/g, " ");

describe("redirect compiles to the engine's verb", () => {
  it("the Response passes the amount and the card's entity", () => {
    const golem = generated("cards/skills/neutral/stone-golem.ts");
    expect(golem).toContain("rt.verbs.redirect(ctx, { amount: 2, onto: rt.thisEntity(ctx) });");
    expect(golem).toContain('trigger: { kind: "response", event: "attacked", args: { on: { noun: "ally", determiner: "another", filters: [] } }, condition: null, }');
  });

  it("the rules say what damage the event carries and that the verb is the engine's", () => {
    const rules = generated("rules.ts");
    expect(rules).toContain('payload: ["amount"], damage: { amount: "amount", to: "on" }, says: "{by} attacks {on} for {amount}"');
    expect(rules).toContain('redirect: "redirect"');
  });
});
