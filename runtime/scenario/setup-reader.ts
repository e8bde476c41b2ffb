/**
 * Reading a scenario's starting table value by value, each problem kept with its place in the
 * file: card ids (or labels) of the kinds a key allows, each physical card placed once, counts,
 * resources, the leader, and which phases to play from which round.
 */
import type { GameRules } from "../core/rules.ts";
import { suggest } from "./load.ts";
import { playRange } from "./slice.ts";
import type { TableCards } from "./table-cards.ts";
import type { DocPath, PlayerSpec, Scenario, ScenarioIssue } from "./types.ts";

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

export class SetupReader {
  /** Physical cards already placed, and where (one card is in one place). */
  readonly placed = new Map<string, string>();

  constructor(
    readonly cards: TableCards,
    readonly rules: GameRules<never>,
    readonly scenario: Scenario,
    readonly issues: ScenarioIssue[],
  ) {}

  issue(path: DocPath, message: string): void {
    this.issues.push({ path, message });
  }

  /**
   * A card of one of `kinds`, by id or, for a kind with labels, by label (the first such card
   * not placed yet); null (and a problem) otherwise.
   */
  card(v: unknown, path: DocPath, kinds: readonly string[], what: string): string | null {
    const labelled = kinds.filter((k) => this.cards.labelOf(k) !== undefined);
    if (typeof v !== "string") {
      const example = this.cards.ofKinds(labelled)[0];
      this.issue(path, example ? `${what} is a card id or its ${this.cards.labelOf(example.kind)}, e.g. \`${this.cards.label(example.id)}\`` : `${what} must be a card id`);
      return null;
    }
    if (this.cards.has(v)) {
      const kind = this.cards.card(v).kind;
      if (kinds.includes(kind)) return v;
      this.issue(path, `\`${v}\` is a ${kind} card; ${what} must be ${kinds.join(" or ")}`);
      return null;
    }
    const named = this.cards.ofKinds(labelled).filter((c) => this.cards.label(c.id) === v);
    const free = named.find((c) => !this.isPlaced(c.id));
    if (free) return free.id;
    const labels = [...new Set(this.cards.ofKinds(labelled).map((c) => this.cards.label(c.id)!))];
    const ids = this.cards.ofKinds(kinds).map((c) => c.id);
    if (named.length) this.issue(path, `no ${v} ${named[0].kind} card is left (all are used)`);
    else if (labelled.length === kinds.length) this.issue(path, `no ${kinds.join(" or ")} card \`${v}\`${suggest(v, [...labels, ...ids])}`);
    else this.issue(path, `unknown card id \`${v}\`${suggest(v, [...ids, ...labels])}`);
    return null;
  }

  /** A whole number of 0 or more (0 when absent). */
  count(v: unknown, path: DocPath, what: string): number {
    if (v === undefined) return 0;
    if (!Number.isInteger(v) || (v as number) < 0) {
      this.issue(path, `${what} must be a whole number of 0 or more`);
      return 0;
    }
    return v as number;
  }

  /** Places a physical card once; a second placement is a problem naming the first (unless the game's cards come in copies). */
  claim(id: string, path: DocPath, where: string): boolean {
    const p = this.cards.physical(id);
    if (!this.placed.has(p) || this.cards.data.copies) {
      this.placed.set(p, where);
      return true;
    }
    this.issue(path, `\`${id}\` is already ${this.placed.get(p)}: there is one ${this.cards.name(id)} card`);
    return false;
  }

  isPlaced(id: string): boolean {
    return this.placed.has(this.cards.physical(id));
  }

  /** The cards a key lists (`hand: [...]`), or its one card (`monster-action: MxAttack`), each placed. */
  cardList(v: unknown, path: DocPath, key: string, kinds: readonly string[], one: boolean, where: string, check?: (id: string, path: DocPath) => void): string[] {
    if (one) {
      const id = this.card(v, path, kinds, `\`${key}:\``);
      if (id) check?.(id, path);
      return id && this.claim(id, path, where) ? [id] : [];
    }
    if (!Array.isArray(v)) {
      this.issue(path, `\`${key}:\` is a list of card ids (the first on top)`);
      return [];
    }
    const out: string[] = [];
    v.forEach((x, i) => {
      const id = this.card(x, [...path, i], kinds, `a card in \`${key}:\``);
      if (id) check?.(id, [...path, i]);
      if (id && this.claim(id, [...path, i], where)) out.push(id);
    });
    return out;
  }

  resources(player: PlayerSpec, names: readonly string[]): Record<string, number> {
    return Object.fromEntries(names.map((r) => [r, this.count(player.fields[r], [...player.path, r], `\`${r}:\``)]));
  }

  /** The seat holding `leader: true` (the first player by default); at most one. */
  leader(): number {
    const leaders: number[] = [];
    for (const p of this.scenario.players) {
      const v = p.fields.leader;
      if (v !== undefined && typeof v !== "boolean") this.issue([...p.path, "leader"], "`leader:` is true or false");
      if (v === true) leaders.push(p.seat);
    }
    if (leaders.length > 1) this.issue([...this.scenario.players[leaders[1]].path, "leader"], "only one player is the leader");
    return leaders[0] ?? 0;
  }

  /** Which phases to play and from which round. */
  play(): { from: string; to: string; round: number } {
    const names = this.rules.phases.map((p) => p.name);
    const play = this.scenario.setup.play;
    if (play === undefined) this.issue([], `\`play:\` says which phases to play, e.g. \`play: { from: ${names[0]}, to: ${names[names.length - 1]} }\` or \`play: ${names[0]}\``);
    else if (isObject(play)) {
      for (const k of Object.keys(play)) if (!["from", "to"].includes(k)) this.issue(["play", k], "`play:` has only `from:` and `to:`");
    } else if (typeof play !== "string") this.issue(["play"], "`play:` is a phase or `{ from: phase, to: phase }`");
    const { from, to } = playRange(this.rules, this.scenario);
    for (const [k, v] of [["from", from], ["to", to]] as const) {
      if (!names.includes(v)) this.issue(typeof play === "string" ? ["play"] : ["play", k], `\`${v}\` is not a phase${suggest(v, names)} (phases: ${names.join(", ")})`);
    }
    if (names.includes(from) && names.includes(to) && names.indexOf(from) > names.indexOf(to)) this.issue(["play"], `\`${from}\` comes after \`${to}\` in a round`);
    const round = this.scenario.setup.round ?? 1;
    if (!Number.isInteger(round) || (round as number) < 1) this.issue(["round"], "`round:` must be 1 or more");
    return { from, to, round: round as number };
  }
}
