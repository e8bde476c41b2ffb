import { quotient } from "cardsmith/runtime/api";
import type { Cost, EffectContext } from "cardsmith/runtime/api";
import type { HelpSheetCard } from "../../kinds.ts";
import type { Rt } from "../../vocabulary.ts";

const theCards = {
  noun: "cards",
  determiner: null,
  filters: [{ with: "battle-card" }, { in: "hand", owner: "your" }],
} as const;
const theShadow = { noun: "shadow", determiner: null, filters: [] } as const;
const theShadowHero = { noun: "shadow-hero", determiner: null, filters: [] } as const;
const theEventCard = { noun: "event-card", determiner: null, filters: [] } as const;
const yourHero = { noun: "hero", determiner: "your", filters: [] } as const;
const theYou = { noun: "you", determiner: null, filters: [] } as const;
const aCard = {
  noun: "card",
  determiner: "a",
  filters: [{ in: "chance-track", owner: null }],
} as const;
const vp2 = { amount: 2, unit: "vp" } as const;
const vp4 = { amount: 4, unit: "vp" } as const;
const vp6 = { amount: 6, unit: "vp" } as const;
const vp8 = { amount: 8, unit: "vp" } as const;
const firstEventCancelled1 = { amount: 1, unit: "first-event-cancelled" } as const;
const secondEventCancelled1 = { amount: 1, unit: "second-event-cancelled" } as const;
const pointsKept1 = { amount: 1, unit: "points-kept" } as const;

function arwelsHelpEffect0When(rt: Rt, ctx: EffectContext): boolean {
  return rt.property(ctx, "hp", null) <= 3 || rt.count(ctx, theCards) === 0;
}

/**
 * when shadow-attacks on your hero if hp <= 3 or count cards with battle-card in your hand == 0:
 *   choose one:
 *     nothing
 *   or:
 *     pay 1 gold or gain 2 vp to shadow:
 *       spare 1 battle-cards
 *   or:
 *     pay 2 gold or gain 4 vp to shadow:
 *       spare 2 battle-cards
 *   or:
 *     pay 3 gold or gain 6 vp to shadow:
 *       call-off shadow-hero
 */
function arwelsHelpEffect0(rt: Rt, ctx: EffectContext): void {
  const pay: readonly Cost<Rt>[] = [
    {
      kind: "either",
      options: [
        { text: "1 gold", costs: [{ kind: "pay", amount: 1, unit: "gold" }] },
        {
          text: "gain 2 vp to shadow",
          costs: [
            {
              kind: "do",
              run: (rt, ctx) => {
                rt.verbs.gain(ctx, { amount: vp2, to: rt.choose(ctx, theShadow) });
              },
            },
          ],
        },
      ],
    },
  ];
  const pay_2: readonly Cost<Rt>[] = [
    {
      kind: "either",
      options: [
        { text: "2 gold", costs: [{ kind: "pay", amount: 2, unit: "gold" }] },
        {
          text: "gain 4 vp to shadow",
          costs: [
            {
              kind: "do",
              run: (rt, ctx) => {
                rt.verbs.gain(ctx, { amount: vp4, to: rt.choose(ctx, theShadow) });
              },
            },
          ],
        },
      ],
    },
  ];
  const pay_3: readonly Cost<Rt>[] = [
    {
      kind: "either",
      options: [
        { text: "3 gold", costs: [{ kind: "pay", amount: 3, unit: "gold" }] },
        {
          text: "gain 6 vp to shadow",
          costs: [
            {
              kind: "do",
              run: (rt, ctx) => {
                rt.verbs.gain(ctx, { amount: vp6, to: rt.choose(ctx, theShadow) });
              },
            },
          ],
        },
      ],
    },
  ];
  switch (
    rt.chooseOption(
      ctx,
      [
        "nothing",
        "pay 1 gold or gain 2 vp to shadow: spare 1 battle-cards",
        "pay 2 gold or gain 4 vp to shadow: spare 2 battle-cards",
        "pay 3 gold or gain 6 vp to shadow: call-off shadow-hero",
      ],
      [null, pay, pay_2, pay_3],
    )
  ) {
    case 0: {
      break;
    }
    case 1: {
      if (rt.pay(ctx, pay, "pay 1 gold or gain 2 vp to shadow")) {
        rt.verbs.spare(ctx, { count: 1 });
      }
      break;
    }
    case 2: {
      if (rt.pay(ctx, pay_2, "pay 2 gold or gain 4 vp to shadow")) {
        rt.verbs.spare(ctx, { count: 2 });
      }
      break;
    }
    case 3: {
      if (rt.pay(ctx, pay_3, "pay 3 gold or gain 6 vp to shadow")) {
        rt.verbs["call-off"](ctx, { figure: rt.choose(ctx, theShadowHero) });
      }
      break;
    }
  }
}

/**
 * when activated by you on a card in chance-track:
 *   choose one:
 *     nothing
 *   or:
 *     pay 3 gold or gain 4 vp to shadow:
 *       put 1 first-event-cancelled on event-card
 *   or:
 *     pay 4 gold or gain 6 vp to shadow:
 *       put 1 second-event-cancelled on event-card
 *   or:
 *     pay 6 gold or gain 8 vp to shadow:
 *       put 1 first-event-cancelled on event-card
 *       put 1 second-event-cancelled on event-card
 *   or:
 *     pay ((points of event-card + 1) / 2) gold:
 *       put 1 points-kept on event-card
 */
function arwelsHelpEffect1(rt: Rt, ctx: EffectContext): void {
  const pay: readonly Cost<Rt>[] = [
    {
      kind: "either",
      options: [
        { text: "3 gold", costs: [{ kind: "pay", amount: 3, unit: "gold" }] },
        {
          text: "gain 4 vp to shadow",
          costs: [
            {
              kind: "do",
              run: (rt, ctx) => {
                rt.verbs.gain(ctx, { amount: vp4, to: rt.choose(ctx, theShadow) });
              },
            },
          ],
        },
      ],
    },
  ];
  const pay_2: readonly Cost<Rt>[] = [
    {
      kind: "either",
      options: [
        { text: "4 gold", costs: [{ kind: "pay", amount: 4, unit: "gold" }] },
        {
          text: "gain 6 vp to shadow",
          costs: [
            {
              kind: "do",
              run: (rt, ctx) => {
                rt.verbs.gain(ctx, { amount: vp6, to: rt.choose(ctx, theShadow) });
              },
            },
          ],
        },
      ],
    },
  ];
  const pay_3: readonly Cost<Rt>[] = [
    {
      kind: "either",
      options: [
        { text: "6 gold", costs: [{ kind: "pay", amount: 6, unit: "gold" }] },
        {
          text: "gain 8 vp to shadow",
          costs: [
            {
              kind: "do",
              run: (rt, ctx) => {
                rt.verbs.gain(ctx, { amount: vp8, to: rt.choose(ctx, theShadow) });
              },
            },
          ],
        },
      ],
    },
  ];
  const pay_4: readonly Cost<Rt>[] = [
    {
      kind: "pay",
      amount: quotient(rt.cardField(ctx, "points", rt.choose(ctx, theEventCard)) + 1, 2),
      unit: "gold",
    },
  ];
  switch (
    rt.chooseOption(
      ctx,
      [
        "nothing",
        "pay 3 gold or gain 4 vp to shadow: put 1 first-event-cancelled on event-card",
        "pay 4 gold or gain 6 vp to shadow: put 1 second-event-cancelled on event-card",
        "pay 6 gold or gain 8 vp to shadow: put 1 first-event-cancelled on event-card; put 1 second-event-cancelled on event-card",
        "pay ((points of event-card + 1) / 2) gold: put 1 points-kept on event-card",
      ],
      [null, pay, pay_2, pay_3, pay_4],
    )
  ) {
    case 0: {
      break;
    }
    case 1: {
      if (rt.pay(ctx, pay, "pay 3 gold or gain 4 vp to shadow")) {
        rt.verbs.put(ctx, { amount: firstEventCancelled1, on: rt.choose(ctx, theEventCard) });
      }
      break;
    }
    case 2: {
      if (rt.pay(ctx, pay_2, "pay 4 gold or gain 6 vp to shadow")) {
        rt.verbs.put(ctx, { amount: secondEventCancelled1, on: rt.choose(ctx, theEventCard) });
      }
      break;
    }
    case 3: {
      if (rt.pay(ctx, pay_3, "pay 6 gold or gain 8 vp to shadow")) {
        rt.verbs.put(ctx, { amount: firstEventCancelled1, on: rt.choose(ctx, theEventCard) });
        rt.verbs.put(ctx, { amount: secondEventCancelled1, on: rt.choose(ctx, theEventCard) });
      }
      break;
    }
    case 4: {
      if (rt.pay(ctx, pay_4, "pay ((points of event-card + 1) / 2) gold")) {
        rt.verbs.put(ctx, { amount: pointsKept1, on: rt.choose(ctx, theEventCard) });
      }
      break;
    }
  }
}

/** Arwel's Help (help-sheet) */
export const arwelsHelp: HelpSheetCard = {
  id: "arwels-help",
  name: "Arwel's Help",
  kind: "help-sheet",
  text: "When the Shadow Hero attacks you, before battle cards are counted: it uses 1 fewer battle card (1 gold or 2 VP to the Shadow), 2 fewer (2 gold or 4 VP), or no battle is held and it steps to a neighbouring location (3 gold or 6 VP). After an event card is activated: cancel its Event 1 (3 gold or 4 VP), its Event 2 (4 gold or 6 VP) or both (6 gold or 8 VP); or keep the Shadow's VP from rising for half the card's VP in gold, rounded up.",
  covers: ["LOT-08"],
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "shadow-attacks",
          every: false,
          args: { on: yourHero },
          condition: arwelsHelpEffect0When,
        },
        limits: [],
        costs: [],
        run: arwelsHelpEffect0,
        text: "when shadow-attacks on your hero if hp <= 3 or count cards with battle-card in your hand == 0:\n  choose one:\n    nothing\n  or:\n    pay 1 gold or gain 2 vp to shadow:\n      spare 1 battle-cards\n  or:\n    pay 2 gold or gain 4 vp to shadow:\n      spare 2 battle-cards\n  or:\n    pay 3 gold or gain 6 vp to shadow:\n      call-off shadow-hero",
      },
      {
        trigger: {
          kind: "when",
          event: "activated",
          every: false,
          args: { by: theYou, on: aCard },
          condition: null,
        },
        limits: [],
        costs: [],
        run: arwelsHelpEffect1,
        text: "when activated by you on a card in chance-track:\n  choose one:\n    nothing\n  or:\n    pay 3 gold or gain 4 vp to shadow:\n      put 1 first-event-cancelled on event-card\n  or:\n    pay 4 gold or gain 6 vp to shadow:\n      put 1 second-event-cancelled on event-card\n  or:\n    pay 6 gold or gain 8 vp to shadow:\n      put 1 first-event-cancelled on event-card\n      put 1 second-event-cancelled on event-card\n  or:\n    pay ((points of event-card + 1) / 2) gold:\n      put 1 points-kept on event-card",
      },
    ],
    modifiers: [],
    requires: null,
  },
};
