import type { Cost, EffectContext } from "cardsmith/runtime/api";
import type { RuleCard } from "../../kinds.ts";
import type { Rt } from "../../vocabulary.ts";

const theHeroLocation = {
  noun: "hero-location",
  determiner: null,
  filters: [{ with: "Source" }],
} as const;
const theYou = { noun: "you", determiner: null, filters: [] } as const;
const yourLocations = {
  noun: "locations",
  determiner: "your",
  filters: [{ with: "Fortress" }],
} as const;
const theYou_2 = { noun: "you", determiner: null, filters: [{ with: "Engineer" }] } as const;
const yourBattleLocation = {
  noun: "battle-location",
  determiner: "your",
  filters: [{ with: "Capital" }],
} as const;
const yourHero = { noun: "hero", determiner: "your", filters: [] } as const;
const yourLocation = {
  noun: "location",
  determiner: "your",
  filters: [{ with: "Capital" }],
} as const;
const yourLocations_2 = {
  noun: "locations",
  determiner: "your",
  filters: [{ with: "Capturable" }],
} as const;
const hp2 = { amount: 2, unit: "hp" } as const;
const mana2 = { amount: 2, unit: "mana" } as const;
const gold2 = { amount: 2, unit: "gold" } as const;
const glory1 = { amount: 1, unit: "glory" } as const;
const gold1 = { amount: 1, unit: "gold" } as const;
const hp1 = { amount: 1, unit: "hp" } as const;

function sourceOfLifeRestEffect0When(rt: Rt, ctx: EffectContext): boolean {
  return rt.count(ctx, theHeroLocation) > 0;
}

/**
 * when turn-begins by you if count hero-location with Source > 0:
 *   gain 2 hp
 *   choose one:
 *     gain 2 mana
 *   or:
 *     gain 2 gold
 */
function sourceOfLifeRestEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: hp2 });
  switch (rt.chooseOption(ctx, ["gain 2 mana", "gain 2 gold"])) {
    case 0: {
      rt.verbs.gain(ctx, { amount: mana2 });
      break;
    }
    case 1: {
      rt.verbs.gain(ctx, { amount: gold2 });
      break;
    }
  }
}

/** Rest at the Source of Life (rule) */
export const sourceOfLifeRest: RuleCard = {
  id: "source-of-life-rest",
  name: "Rest at the Source of Life",
  kind: "rule",
  text: "A Hero starting the turn on the Source of Life receives 2 HP, and 2 mana or 2 gold.",
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "turn-begins",
          every: false,
          args: { by: theYou },
          condition: sourceOfLifeRestEffect0When,
        },
        limits: [],
        costs: [],
        run: sourceOfLifeRestEffect0,
        text: "when turn-begins by you if count hero-location with Source > 0:\n  gain 2 hp\n  choose one:\n    gain 2 mana\n  or:\n    gain 2 gold",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

function basicCombatEffectMod0Amount(rt: Rt, ctx: EffectContext): number {
  return rt.count(ctx, yourLocations);
}

function basicCombatEffectMod0While(rt: Rt, ctx: EffectContext): boolean {
  return rt.count(ctx, theYou_2) === 0;
}

/** Combat Power (rule) */
export const basicCombat: RuleCard = {
  id: "basic-combat",
  name: "Combat Power",
  kind: "rule",
  text: "Your combat power is the power of the battle cards you use, plus 1 for each Fortress you hold (in clan mode also your Hero's sheet; the Engineer counts Villages instead of Fortresses).",
  covers: ["LOT-02"],
  effect: {
    abilities: [],
    modifiers: [
      {
        stat: "combat-power",
        amount: basicCombatEffectMod0Amount,
        to: null,
        vs: null,
        while: basicCombatEffectMod0While,
      },
    ],
    requires: null,
  },
};

function capitalDefenceEffectMod0While(rt: Rt, ctx: EffectContext): boolean {
  return rt.count(ctx, yourBattleLocation) > 0;
}

/** Capital Defence (rule) */
export const capitalDefence: RuleCard = {
  id: "capital-defence",
  name: "Capital Defence",
  kind: "rule",
  text: "Every Capital has a basic 3 combat power: its owner adds 3 when defending it in a siege.",
  effect: {
    abilities: [],
    modifiers: [
      { stat: "combat-power", amount: 3, to: null, vs: null, while: capitalDefenceEffectMod0While },
    ],
    requires: null,
  },
};

/**
 * when won-battle by you:
 *   gain 1 glory
 *   gain 1 gold
 */
function battleOutcomeEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: glory1 });
  rt.verbs.gain(ctx, { amount: gold1 });
}

/**
 * when lost-battle by you:
 *   spend 1 gold
 *   draw 1 card from battle-deck
 *   if duel:
 *     spend 1 hp
 *     choose one:
 *       nothing
 *     or:
 *       pay 2 gold:
 *         send your hero to your location with Capital
 *     or:
 *       pay 2 mana:
 *         send your hero to your location with Capital
 */
function battleOutcomeEffect1(rt: Rt, ctx: EffectContext): void {
  rt.verbs.spend(ctx, { amount: gold1 });
  rt.verbs.draw(ctx, { count: 1, from: "battle-deck" });
  if (rt.payload(ctx, "duel") as boolean) {
    rt.verbs.spend(ctx, { amount: hp1 });
    const pay: readonly Cost<Rt>[] = [{ kind: "pay", amount: 2, unit: "gold" }];
    const pay_2: readonly Cost<Rt>[] = [{ kind: "pay", amount: 2, unit: "mana" }];
    switch (
      rt.chooseOption(
        ctx,
        [
          "nothing",
          "pay 2 gold: send your hero to your location with Capital",
          "pay 2 mana: send your hero to your location with Capital",
        ],
        [null, pay, pay_2],
      )
    ) {
      case 0: {
        break;
      }
      case 1: {
        if (rt.pay(ctx, pay, "pay 2 gold")) {
          rt.verbs.send(ctx, {
            figure: rt.choose(ctx, yourHero),
            to: rt.choose(ctx, yourLocation),
          });
        }
        break;
      }
      case 2: {
        if (rt.pay(ctx, pay_2, "pay 2 mana")) {
          rt.verbs.send(ctx, {
            figure: rt.choose(ctx, yourHero),
            to: rt.choose(ctx, yourLocation),
          });
        }
        break;
      }
    }
  }
}

/** After a Battle (rule) */
export const battleOutcome: RuleCard = {
  id: "battle-outcome",
  name: "After a Battle",
  kind: "rule",
  text: "The winner receives 1 glory point and takes 1 gold from the loser (from the supply when the loser has none). The loser draws a battle card; after a duel their Hero also loses 1 HP, and may then go back to their Capital for 2 gold or 2 mana.",
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "won-battle",
          every: false,
          args: { by: theYou },
          condition: null,
        },
        limits: [],
        costs: [],
        run: battleOutcomeEffect0,
        text: "when won-battle by you:\n  gain 1 glory\n  gain 1 gold",
      },
      {
        trigger: {
          kind: "when",
          event: "lost-battle",
          every: false,
          args: { by: theYou },
          condition: null,
        },
        limits: [],
        costs: [],
        run: battleOutcomeEffect1,
        text: "when lost-battle by you:\n  spend 1 gold\n  draw 1 card from battle-deck\n  if duel:\n    spend 1 hp\n    choose one:\n      nothing\n    or:\n      pay 2 gold:\n        send your hero to your location with Capital\n    or:\n      pay 2 mana:\n        send your hero to your location with Capital",
      },
    ],
    modifiers: [],
    requires: null,
  },
};

function victoryPointsEffectMod0Amount(rt: Rt, ctx: EffectContext): number {
  return (
    rt.property(ctx, "roads", null) +
    rt.property(ctx, "relics", null) +
    rt.property(ctx, "green-crystal", null) +
    rt.property(ctx, "yellow-crystal", null) +
    rt.property(ctx, "red-crystal", null) +
    3 * rt.property(ctx, "purple-crystal", null)
  );
}

function victoryPointsEffectMod1Amount(rt: Rt, ctx: EffectContext): number {
  return (
    rt.count(ctx, yourLocations_2) +
    rt.property(ctx, "mana", null) +
    rt.property(ctx, "barrier-points", null)
  );
}

/** Victory Points (rule) */
export const victoryPoints: RuleCard = {
  id: "victory-points",
  name: "Victory Points",
  kind: "rule",
  text: "At the end of the game: 1 VP for each of your roads, each relic and crystal on your Capital (a purple crystal 3), each Village, Fortress and Castle you hold and each mana; the VP of each magical barrier you completed, and of the barrier your Hero stands on.",
  effect: {
    abilities: [],
    modifiers: [
      { stat: "vp", amount: victoryPointsEffectMod0Amount, to: null, vs: null, while: null },
      { stat: "vp", amount: victoryPointsEffectMod1Amount, to: null, vs: null, while: null },
    ],
    requires: null,
  },
};
