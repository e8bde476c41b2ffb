/**
 * Cards of the table: the kinds a shared live zone starts with (`starts-with:` on a zone without
 * `per-player`), laid once for everyone rather than once in front of each player (a rule of the
 * whole table). Nobody owns them, so only their `when`/`whenever` triggers run, each acting for
 * the player the game's `shared-cards-act-for` names (runtime/core/events.ts). Without that
 * declaration they would act for nobody: CS1014 at the kind (checkTableZones). What a card of the
 * table cannot do is checked on the card itself (compiler/check/table-card-abilities.ts).
 */
import type { ContractReport } from "./check-contract.ts";
import type { Vocabulary } from "./vocabulary.ts";

/** The shared live zone a kind's cards start in, or null when its cards are not the table's. */
export function tableZoneOf(v: Vocabulary, kind: string): string | null {
  for (const [name, zone] of Object.entries(v.zones)) {
    if (zone.live && !zone["per-player"] && zone["starts-with"]?.includes(kind)) return name;
  }
  return null;
}

/** A kind with an effect that starts in a shared live zone needs the player its cards act for. */
export function checkTableZone(v: Vocabulary, name: string, report: ContractReport): void {
  const zone = v.zones[name];
  if (!zone.live || zone["per-player"] || v.rules["shared-cards-act-for"] !== undefined) return;
  for (const [i, kind] of (zone["starts-with"] ?? []).entries()) {
    const fields = Object.hasOwn(v.kinds, kind) ? Object.values(v.kinds[kind].fields) : [];
    if (!fields.some((f) => f.type === "effect")) continue;
    report(
      "CS1014",
      ["zones", name, "starts-with", i],
      `the cards of \`${kind}\` start once in the shared live zone \`${name}\`, and no player acts for them: their triggers would never run`,
      "declare whose event a card of the table acts for (`rules: { shared-cards-act-for: by }`), or lay the kind in a zone each player has (`per-player: true`)",
    );
  }
}
