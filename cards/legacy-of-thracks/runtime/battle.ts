/**
 * Battles (rulebook "Battle", "Duel", "Siege", "Solo Battle"). A battle on arrival is a rule card
 * (rules/sieges-and-duels.yaml) running game.yaml's `duel`, `defend` or `besiege` verb: the
 * `battle` contest (runtime/core/contest-verb.ts, contest.ts): battle cards chosen in secret and
 * revealed, combat power compared, a blessing each, the After a Battle rule card's consequences
 * (rules/turn.yaml's After a Battle, rules/battle-spoils.yaml); the solo Shadow's power is the
 * contest's `unplayed` side (game.yaml). Here: its attack on your Hero.
 */
import { fight } from "../../../runtime/core/contest-verb.ts";
import type { ThracksGame } from "./game.ts";

/** The solo Shadow Hero attacks your Hero where it stands: a duel (won at once on its own Capital). */
export function battle(g: ThracksGame, att: number, def: number, at: string): void {
  fight(g, g.capitalOf[att] === at ? "defend" : "duel", att, def, at);
}
