/**
 * One line on what each word of the effect language does, for hover and completion. The words
 * themselves are the lexer's (`KEYWORDS`); a word without a line here is shown as a word of the
 * language. dsl/SYNTAX.md is the full reference.
 */
import { KEYWORDS } from "../../dsl/index.ts";

const MEANINGS: ReadonlyMap<string, string> = new Map([
  ["when", "`when <event> [<label> <value>]... [if <cond>]: ...`: a trigger, run when the event happens"],
  ["whenever", "`whenever <event> ...: ...`: a trigger, run each time the event happens"],
  ["at", "`at [start of | end of] <phase or step> [N]: ...`: a timed ability"],
  ["response", "`response to <event> [<label> <value>]... [if <cond>]: ...`: usable when a respondable event targets you"],
  ["once", "`once per <period>`: a usage limit"],
  ["twice", "`twice per <period>`: a usage limit"],
  ["times", "`N times per <period>`: a usage limit"],
  ["pay", "`pay <cost>: ...`: a cost, paid before the block runs; `pay A or B` lets the payer pick"],
  ["if", "`if <cond>: ...`, optionally followed by `else: ...`"],
  ["else", "`else: ...`: runs when the `if` above does not"],
  ["choose", "`choose one: ...` with `or: ...` options: the controller picks one"],
  ["or", "`or: ...`: another option of `choose one`; in a cost, another way to pay"],
  ["repeat", "`repeat while <cond>: ...`: runs once, then again while the condition holds"],
  ["let", "`let X = <expr or selector>`: names a value for the rest of the block"],
  ["keep", "`keep X = <expr>`: a variable of the whole effect"],
  ["set", "`set X = <expr>`: changes a `keep` variable"],
  ["roll", "`roll d6:` with `on 1-3: ...` cases; `roll d6` is also a number"],
  ["may", "`may <statement>`: optional, the controller decides"],
  ["each", "`each <noun>: ...` runs the block once per player; `each X in <target>: ...` once per thing, X naming it; `each <noun>` in a selector means all of them"],
  ["secretly", "`each player secretly: ...`: choices are made without seeing the others', then revealed"],
  ["requires", "`requires <cond>`: the card is blank while the condition is false"],
  ["nothing", "`nothing`: no effect"],
  ["count", "`count <selector>`: how many there are"],
  ["with", "`<noun> with <Trait>`: only those with the trait"],
  ["without", "`<noun> without <Trait or counter>`: only those without it"],
  ["in", "`<noun> in <zone>`: only those in the zone"],
  ["is", "`<selector> is <noun or Trait>`: a yes/no test"],
  ["not", "`not <cond>`: the opposite"],
  ["vs", "`+N <stat> vs <selector>`: a modifier that applies only against them"],
  ["while", "`... while <cond>`: a modifier that applies only while the condition holds; `repeat while`"],
  ["number", "`a number from A to B`: the player picks one"],
]);

export function keywordMeaning(word: string): string | undefined {
  if (!(KEYWORDS as readonly string[]).includes(word)) return undefined;
  return MEANINGS.get(word) ?? "a word of the effect language (dsl/SYNTAX.md)";
}

export const EFFECT_KEYWORDS: readonly string[] = KEYWORDS;
