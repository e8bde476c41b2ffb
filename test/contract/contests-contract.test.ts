/**
 * Contests (game.yaml's `contests:`, runtime/core/contest.ts): every name one gives is declared.
 * A copy of the Shadows vocabulary with a trial of skill cards added checks; each broken name is
 * CS1014 at its place. Legacy of Thracks' battle is in its generated rules.
 */
import { afterEach, describe, expect, it } from "vitest";
import { RULES } from "../../generated/legacy-of-thracks/rules.ts";
import { check, edit, expectLocatedError, makeGame, SHADOWS_YAML, type Game } from "./helpers.ts";

let game: Game | undefined;
afterEach(() => game?.cleanup());

const TRIAL = `contests:
  trial:
    commit: { kinds: [skill], from: hand, into: combat-field, then: current-deck, weigh: shield }
    power: strength
    ties: second
    apply: effect
    won: played
    lost: discarded
`;

const withTrial = (from = "", to = "") => edit(SHADOWS_YAML, "damage:\n", `${from ? TRIAL.replace(from, to) : TRIAL}damage:\n`);

describe("a contest at check time", () => {
  it("checks when every name is declared", async () => {
    game = makeGame(withTrial());
    const { exit, out } = await check(game);
    expect(out).not.toContain("error[");
    expect(exit).toBe(0);
  });

  it("an unknown kind, zone, stat or event is CS1014 at its place", async () => {
    game = makeGame(withTrial("kinds: [skill]", "kinds: [skil]"));
    expect(await expectLocatedError(game, "CS1014", "skil]", /unknown kind `skil`/)).toContain("did you mean `skill`?");
    game.cleanup();
    game = makeGame(withTrial("then: current-deck", "then: current-dek"));
    await expectLocatedError(game, "CS1014", "current-dek", /unknown zone `current-dek`/);
    game.cleanup();
    game = makeGame(withTrial("power: strength", "power: strenght"));
    await expectLocatedError(game, "CS1014", "strenght", /unknown stat `strenght`/);
    game.cleanup();
    game = makeGame(withTrial("lost: discarded", "lost: discard-ed"));
    await expectLocatedError(game, "CS1014", "discard-ed", /unknown event `discard-ed`/);
  });

  it("the commit zone is each player's own, and the events have a `by` player", async () => {
    game = makeGame(withTrial("into: combat-field", "into: monster"));
    await expectLocatedError(game, "CS1014", "monster, then", /zone `monster` is not per player/);
    game.cleanup();
    game = makeGame(withTrial("won: played", "won: attacked"));
    await expectLocatedError(game, "CS1014", "attacked\n", /event `attacked` has no `by` argument of type player/);
  });

  it("an event's `against`, the other side, is a player too when declared", async () => {
    game = makeGame(edit(withTrial(), "played: { raised-by: [initiative], args: { by: player } }", "played: { raised-by: [initiative], args: { by: player, against: player } }"));
    expect((await check(game)).exit).toBe(0);
    game.cleanup();
    game = makeGame(edit(withTrial(), "played: { raised-by: [initiative], args: { by: player } }", "played: { raised-by: [initiative], args: { by: player, against: card } }"));
    await expectLocatedError(game, "CS1014", "played\n", /event `played` has an `against` argument that is not a player/);
  });

  it("the weighed field is a whole number and the applied field an effect of the committed kinds", async () => {
    game = makeGame(withTrial("weigh: shield", "weigh: beginner"));
    await expectLocatedError(game, "CS1014", "beginner }", /the committed kinds have no whole-number field `beginner`/);
    game.cleanup();
    game = makeGame(withTrial("apply: effect", "apply: requires"));
    await expectLocatedError(game, "CS1014", "requires\n    won", /the committed kinds have no effect field `requires`/);
  });

  it("a misspelt key is a shape error", async () => {
    game = makeGame(withTrial("ties: second", "ties: both"));
    const { exit, out } = await check(game);
    expect(exit).toBe(1);
    expect(out).toMatch(/error\[CS10\d\d\]/);
    expect(out).toContain("both");
  });
});

describe("a contest in the generated rules", () => {
  it("carries Legacy of Thracks' battle", () => {
    expect(RULES.contests?.battle).toEqual({
      commit: { kinds: ["battle-card"], from: "hand", into: "battle", then: "battle-discard", weigh: "power" },
      power: "combat-power",
      ties: "first",
      apply: "blessing",
      won: "won-battle",
      lost: "lost-battle",
      unplayed: {
        shows: { from: "event-deck", to: "event-discard", field: "battle" },
        draws: { from: "battle-deck", to: "battle-discard", sum: "power" },
        says: "the Shadow Hero draws {count} battle cards ({card}): combat power {power}",
      },
    });
  });
});

/** A verb meaning `contest` (runtime/core/contest-verb.ts) starting the trial, with its `fights:` terms. */
const CHALLENGE = (fights: string, means = "contest") => `verbs:
  challenge:
    means: ${means}
${fights ? `    fights: ${fights}\n` : ""}    params:
      against: { type: player, positional: true, required: true }
      at: { type: card, required: true }
`;
const withChallenge = (fights: string, means?: string) => edit(withTrial(), "verbs:\n", CHALLENGE(fights, means));

describe("a verb meaning `contest` at check time", () => {
  it("checks with a declared contest and period", async () => {
    game = makeGame(withChallenge(`{ contest: trial, says: "a trial", at-once: "wins at once", once: { per: round, on: against } }`));
    const { exit, out } = await check(game);
    expect(out).not.toContain("error[");
    expect(exit).toBe(0);
  });

  it("`fights:` missing, on another verb, or naming an unknown contest or period is CS1014 at its place", async () => {
    game = makeGame(withChallenge(""));
    await expectLocatedError(game, "CS1014", "means: contest", /`means: contest` starts the contest its `fights:` names, and it has none/);
    game.cleanup();
    game = makeGame(withChallenge(`{ contest: trial, says: "a trial" }`, "gain"));
    await expectLocatedError(game, "CS1014", "fights: { contest: trial", /`fights:` gives the terms of a verb meaning `contest`/);
    game.cleanup();
    game = makeGame(withChallenge(`{ contest: trail, says: "a trial" }`));
    expect(await expectLocatedError(game, "CS1014", "trail", /unknown contest `trail`/)).toContain("did you mean `trial`?");
    game.cleanup();
    game = makeGame(withChallenge(`{ contest: trial, says: "a trial", once: { per: turn, on: at } }`));
    await expectLocatedError(game, "CS1014", "turn, on", /unknown period `turn`/);
  });

  it("a payload name the contest's won and lost events do not declare is CS1014", async () => {
    game = makeGame(withChallenge(`{ contest: trial, says: "a trial", payload: { duel: true } }`));
    await expectLocatedError(game, "CS1014", "duel: true", /the event `played` declares no payload `duel`/, 6);
  });
});

describe("Legacy of Thracks' battle verbs", () => {
  it("are generated with their terms", () => {
    expect(RULES.verbContests?.besiege).toEqual({ contest: "battle", says: "a siege", payload: { duel: false }, atOnce: null, once: { per: "turn", on: "at" } });
    expect(RULES.verbContests?.defend?.atOnce).toBe("defends their own Capital and wins at once");
  });
});
