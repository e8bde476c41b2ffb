/**
 * Names decided once per game and shared by every generated module: card constants, kind
 * interfaces, the verbs interface, and the order of files and cards.
 */
import type { CheckedCard, CheckedGame } from "../check/checked.ts";
import type { Vocabulary } from "../vocab/vocabulary.ts";
import { EmitError } from "./errors.ts";
import { cardConstNames, NameAllocator, pascalCase, safeName } from "./names.ts";
import { cardModulePath, type EmitOptions } from "./paths.ts";

export interface CardFile {
  /** Output path, `cards/skills/akintunde.ts`. */
  path: string;
  /** The YAML file it comes from, relative to the game folder. */
  source: string;
  cards: CheckedCard[];
}

export interface GameContext {
  vocab: Vocabulary;
  opts: EmitOptions;
  /** Card files sorted by output path; cards in file order. */
  files: CardFile[];
  cards: CheckedCard[];
  constNames: Map<string, string>;
  /** Every card constant name; modules allocate their function names in a child of it. */
  constNameSet: NameAllocator;
  kindNames: Map<string, string>;
  verbsInterface: string;
  /** The interface of what the game's TypeScript supplies (`ShadowsHooks`). */
  hooksInterface: string;
}

export function gameContext(game: CheckedGame, opts: EmitOptions): GameContext {
  const files: CardFile[] = [];
  const byPath = new Map<string, string>();
  for (const [source, cards] of game.files) {
    const path = cardModulePath(source);
    // Case-insensitive file systems would merge `A.yaml` and `a.yaml`.
    const clash = byPath.get(path.toLowerCase());
    if (clash !== undefined) throw new EmitError(`${JSON.stringify(source)} and ${JSON.stringify(clash)} map to the same module`);
    byPath.set(path.toLowerCase(), source);
    files.push({ path, source, cards });
  }
  files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const cards = files.flatMap((f) => f.cards);
  const ids = new Set<string>();
  for (const c of cards) {
    if (ids.has(c.id)) throw new EmitError(`card id ${JSON.stringify(c.id)} is used twice`);
    ids.add(c.id);
  }
  // Kind interfaces and the verbs interface share one namespace with the vocabulary's type names.
  const types = new NameAllocator(["Card", "CardId", "Rt", "Kind", "Trait", "Icon", "Stat", "Resource", "Counter", "Zone", "Noun",
    "Fact", "EventName", "Period", "Phase", "Step", "VerbName", "EntityType", "Ref", "Quantity", "CompiledEffect",
    "Condition", "EffectContext", "EffectApi", "SelectorSpec"]);
  const kindNames = new Map(Object.keys(game.vocab.kinds).map((k) => [k, types.allocate(safeName(pascalCase(k), "Kind") + "Card")]));
  const verbsInterface = types.allocate(safeName(pascalCase(game.vocab.game), "Game") + "Verbs");
  const hooksInterface = types.allocate(safeName(pascalCase(game.vocab.game), "Game") + "Hooks");
  const constNames = cardConstNames([...ids]);
  const constNameSet = new NameAllocator(constNames.values());
  return { vocab: game.vocab, opts, files, cards, constNames, constNameSet, kindNames, verbsInterface, hooksInterface };
}
