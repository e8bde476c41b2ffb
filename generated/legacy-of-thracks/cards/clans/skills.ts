import type { EffectContext } from "cardsmith/runtime/api";
import type { SkillCard } from "../../kinds.ts";
import type { Rt } from "../../vocabulary.ts";

const theThis = { noun: "this", determiner: null, filters: [] } as const;
const theYou = { noun: "you", determiner: null, filters: [] } as const;
const theCards = {
  noun: "cards",
  determiner: null,
  filters: [{ with: "battle-card" }, { in: "hand", owner: "your" }],
} as const;
const aLocation = { noun: "location", determiner: "a", filters: [{ with: "Village" }] } as const;
const yourLocations = {
  noun: "locations",
  determiner: "your",
  filters: [{ with: "Village" }],
} as const;
const hp1 = { amount: 1, unit: "hp" } as const;
const gold1 = { amount: 1, unit: "gold" } as const;
const glory1 = { amount: 1, unit: "glory" } as const;
const mana1 = { amount: 1, unit: "mana" } as const;

function warriorBattleHardenedEffectRequires(rt: Rt, ctx: EffectContext): boolean {
  return (
    rt.property(ctx, "hero-skill", null) >= rt.cardField(ctx, "level", rt.choose(ctx, theThis))
  );
}

/** Battle-Hardened (skill) */
export const warriorBattleHardened: SkillCard = {
  id: "warrior-battle-hardened",
  name: "Battle-Hardened",
  kind: "skill",
  text: "Warrior, hero line, level 1: +1 combat power.",
  covers: ["LOT-03"],
  level: 1,
  traits: ["Warrior"],
  effect: {
    abilities: [],
    modifiers: [{ stat: "combat-power", amount: 1, to: null, vs: null, while: null }],
    requires: warriorBattleHardenedEffectRequires,
  },
};

/**
 * when turn-begins by you:
 *   gain 1 hp
 */
function warriorResolveEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: hp1 });
}

function warriorResolveEffectRequires(rt: Rt, ctx: EffectContext): boolean {
  return (
    rt.property(ctx, "hero-skill", null) >= rt.cardField(ctx, "level", rt.choose(ctx, theThis))
  );
}

/** Warrior's Resolve (skill) */
export const warriorResolve: SkillCard = {
  id: "warrior-resolve",
  name: "Warrior's Resolve",
  kind: "skill",
  text: "Warrior, hero line, level 2: Your Hero heals 1 HP at the beginning of your turn.",
  covers: ["LOT-03"],
  level: 2,
  traits: ["Warrior"],
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "turn-begins",
          every: false,
          args: { by: theYou },
          condition: null,
        },
        limits: [],
        costs: [],
        run: warriorResolveEffect0,
        text: "when turn-begins by you:\n  gain 1 hp",
      },
    ],
    modifiers: [],
    requires: warriorResolveEffectRequires,
  },
};

function warriorChampionEffectRequires(rt: Rt, ctx: EffectContext): boolean {
  return (
    rt.property(ctx, "hero-skill", null) >= rt.cardField(ctx, "level", rt.choose(ctx, theThis))
  );
}

/** Champion (skill) */
export const warriorChampion: SkillCard = {
  id: "warrior-champion",
  name: "Champion",
  kind: "skill",
  text: "Warrior, hero line, level 3: +2 combat power.",
  covers: ["LOT-03"],
  level: 3,
  traits: ["Warrior"],
  effect: {
    abilities: [],
    modifiers: [{ stat: "combat-power", amount: 2, to: null, vs: null, while: null }],
    requires: warriorChampionEffectRequires,
  },
};

/**
 * when won-battle by you:
 *   gain 1 gold
 */
function warriorWarSpoilsEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: gold1 });
}

function warriorWarSpoilsEffectRequires(rt: Rt, ctx: EffectContext): boolean {
  return (
    rt.property(ctx, "clan-skill", null) >= rt.cardField(ctx, "level", rt.choose(ctx, theThis))
  );
}

/** War Spoils (skill) */
export const warriorWarSpoils: SkillCard = {
  id: "warrior-war-spoils",
  name: "War Spoils",
  kind: "skill",
  text: "Warrior, clan line, level 1: Receive 1 gold when you win a battle.",
  covers: ["LOT-03"],
  level: 1,
  traits: ["Warrior"],
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
        run: warriorWarSpoilsEffect0,
        text: "when won-battle by you:\n  gain 1 gold",
      },
    ],
    modifiers: [],
    requires: warriorWarSpoilsEffectRequires,
  },
};

function warriorDrillMasterEffect0When(rt: Rt, ctx: EffectContext): boolean {
  return rt.count(ctx, theCards) === 0;
}

/**
 * when turn-begins by you if count cards with battle-card in your hand == 0:
 *   draw 1 card from battle-deck
 */
function warriorDrillMasterEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.draw(ctx, { count: 1, from: "battle-deck" });
}

function warriorDrillMasterEffectRequires(rt: Rt, ctx: EffectContext): boolean {
  return (
    rt.property(ctx, "clan-skill", null) >= rt.cardField(ctx, "level", rt.choose(ctx, theThis))
  );
}

/** Drill Master (skill) */
export const warriorDrillMaster: SkillCard = {
  id: "warrior-drill-master",
  name: "Drill Master",
  kind: "skill",
  text: "Warrior, clan line, level 2: With no battle card in hand at the beginning of your turn, draw one.",
  covers: ["LOT-03"],
  level: 2,
  traits: ["Warrior"],
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "turn-begins",
          every: false,
          args: { by: theYou },
          condition: warriorDrillMasterEffect0When,
        },
        limits: [],
        costs: [],
        run: warriorDrillMasterEffect0,
        text: "when turn-begins by you if count cards with battle-card in your hand == 0:\n  draw 1 card from battle-deck",
      },
    ],
    modifiers: [],
    requires: warriorDrillMasterEffectRequires,
  },
};

/**
 * when won-battle by you:
 *   gain 1 glory
 */
function warriorClanBannerEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: glory1 });
}

function warriorClanBannerEffectRequires(rt: Rt, ctx: EffectContext): boolean {
  return (
    rt.property(ctx, "clan-skill", null) >= rt.cardField(ctx, "level", rt.choose(ctx, theThis))
  );
}

/** Clan Banner (skill) */
export const warriorClanBanner: SkillCard = {
  id: "warrior-clan-banner",
  name: "Clan Banner",
  kind: "skill",
  text: "Warrior, clan line, level 3: Receive 1 more glory point when you win a battle.",
  covers: ["LOT-03"],
  level: 3,
  traits: ["Warrior"],
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
        run: warriorClanBannerEffect0,
        text: "when won-battle by you:\n  gain 1 glory",
      },
    ],
    modifiers: [],
    requires: warriorClanBannerEffectRequires,
  },
};

/**
 * when turn-begins by you:
 *   gain 1 mana
 */
function mageInnerSpringEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: mana1 });
}

function mageInnerSpringEffectRequires(rt: Rt, ctx: EffectContext): boolean {
  return (
    rt.property(ctx, "hero-skill", null) >= rt.cardField(ctx, "level", rt.choose(ctx, theThis))
  );
}

/** Inner Spring (skill) */
export const mageInnerSpring: SkillCard = {
  id: "mage-inner-spring",
  name: "Inner Spring",
  kind: "skill",
  text: "Mage, hero line, level 1: Receive 1 mana at the beginning of your turn.",
  covers: ["LOT-03"],
  level: 1,
  traits: ["Mage"],
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "turn-begins",
          every: false,
          args: { by: theYou },
          condition: null,
        },
        limits: [],
        costs: [],
        run: mageInnerSpringEffect0,
        text: "when turn-begins by you:\n  gain 1 mana",
      },
    ],
    modifiers: [],
    requires: mageInnerSpringEffectRequires,
  },
};

function mageArcaneShieldEffectRequires(rt: Rt, ctx: EffectContext): boolean {
  return (
    rt.property(ctx, "hero-skill", null) >= rt.cardField(ctx, "level", rt.choose(ctx, theThis))
  );
}

/** Arcane Shield (skill) */
export const mageArcaneShield: SkillCard = {
  id: "mage-arcane-shield",
  name: "Arcane Shield",
  kind: "skill",
  text: "Mage, hero line, level 2: +1 combat power.",
  covers: ["LOT-03"],
  level: 2,
  traits: ["Mage"],
  effect: {
    abilities: [],
    modifiers: [{ stat: "combat-power", amount: 1, to: null, vs: null, while: null }],
    requires: mageArcaneShieldEffectRequires,
  },
};

/**
 * when turn-begins by you:
 *   gain 1 hp
 */
function mageMendingAuraEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: hp1 });
}

function mageMendingAuraEffectRequires(rt: Rt, ctx: EffectContext): boolean {
  return (
    rt.property(ctx, "hero-skill", null) >= rt.cardField(ctx, "level", rt.choose(ctx, theThis))
  );
}

/** Mending Aura (skill) */
export const mageMendingAura: SkillCard = {
  id: "mage-mending-aura",
  name: "Mending Aura",
  kind: "skill",
  text: "Mage, hero line, level 3: Your Hero heals 1 HP at the beginning of your turn.",
  covers: ["LOT-03"],
  level: 3,
  traits: ["Mage"],
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "turn-begins",
          every: false,
          args: { by: theYou },
          condition: null,
        },
        limits: [],
        costs: [],
        run: mageMendingAuraEffect0,
        text: "when turn-begins by you:\n  gain 1 hp",
      },
    ],
    modifiers: [],
    requires: mageMendingAuraEffectRequires,
  },
};

/**
 * when found-relic by you:
 *   gain 1 mana
 */
function mageRelicLoreEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: mana1 });
}

function mageRelicLoreEffectRequires(rt: Rt, ctx: EffectContext): boolean {
  return (
    rt.property(ctx, "clan-skill", null) >= rt.cardField(ctx, "level", rt.choose(ctx, theThis))
  );
}

/** Relic Lore (skill) */
export const mageRelicLore: SkillCard = {
  id: "mage-relic-lore",
  name: "Relic Lore",
  kind: "skill",
  text: "Mage, clan line, level 1: Receive 1 mana when you receive a relic.",
  covers: ["LOT-03"],
  level: 1,
  traits: ["Mage"],
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "found-relic",
          every: false,
          args: { by: theYou },
          condition: null,
        },
        limits: [],
        costs: [],
        run: mageRelicLoreEffect0,
        text: "when found-relic by you:\n  gain 1 mana",
      },
    ],
    modifiers: [],
    requires: mageRelicLoreEffectRequires,
  },
};

/**
 * when found-relic by you:
 *   gain 1 gold
 */
function mageCrystalSightEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: gold1 });
}

function mageCrystalSightEffectRequires(rt: Rt, ctx: EffectContext): boolean {
  return (
    rt.property(ctx, "clan-skill", null) >= rt.cardField(ctx, "level", rt.choose(ctx, theThis))
  );
}

/** Crystal Sight (skill) */
export const mageCrystalSight: SkillCard = {
  id: "mage-crystal-sight",
  name: "Crystal Sight",
  kind: "skill",
  text: "Mage, clan line, level 2: Receive 1 gold when you receive a relic.",
  covers: ["LOT-03"],
  level: 2,
  traits: ["Mage"],
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "found-relic",
          every: false,
          args: { by: theYou },
          condition: null,
        },
        limits: [],
        costs: [],
        run: mageCrystalSightEffect0,
        text: "when found-relic by you:\n  gain 1 gold",
      },
    ],
    modifiers: [],
    requires: mageCrystalSightEffectRequires,
  },
};

function mageRelicWardEffectMod0While(rt: Rt, ctx: EffectContext): boolean {
  return rt.property(ctx, "relics", null) >= 3;
}

function mageRelicWardEffectRequires(rt: Rt, ctx: EffectContext): boolean {
  return (
    rt.property(ctx, "clan-skill", null) >= rt.cardField(ctx, "level", rt.choose(ctx, theThis))
  );
}

/** Relic Ward (skill) */
export const mageRelicWard: SkillCard = {
  id: "mage-relic-ward",
  name: "Relic Ward",
  kind: "skill",
  text: "Mage, clan line, level 3: +1 combat power while your Capital holds 3 relics or more.",
  covers: ["LOT-03"],
  level: 3,
  traits: ["Mage"],
  effect: {
    abilities: [],
    modifiers: [
      { stat: "combat-power", amount: 1, to: null, vs: null, while: mageRelicWardEffectMod0While },
    ],
    requires: mageRelicWardEffectRequires,
  },
};

/**
 * when turn-begins by you:
 *   gain 1 gold
 */
function engineerThriftEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: gold1 });
}

function engineerThriftEffectRequires(rt: Rt, ctx: EffectContext): boolean {
  return (
    rt.property(ctx, "hero-skill", null) >= rt.cardField(ctx, "level", rt.choose(ctx, theThis))
  );
}

/** Thrift (skill) */
export const engineerThrift: SkillCard = {
  id: "engineer-thrift",
  name: "Thrift",
  kind: "skill",
  text: "Engineer, hero line, level 1: Receive 1 gold at the beginning of your turn.",
  covers: ["LOT-03"],
  level: 1,
  traits: ["Engineer"],
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "turn-begins",
          every: false,
          args: { by: theYou },
          condition: null,
        },
        limits: [],
        costs: [],
        run: engineerThriftEffect0,
        text: "when turn-begins by you:\n  gain 1 gold",
      },
    ],
    modifiers: [],
    requires: engineerThriftEffectRequires,
  },
};

function engineerFortifierEffectRequires(rt: Rt, ctx: EffectContext): boolean {
  return (
    rt.property(ctx, "hero-skill", null) >= rt.cardField(ctx, "level", rt.choose(ctx, theThis))
  );
}

/** Fortifier (skill) */
export const engineerFortifier: SkillCard = {
  id: "engineer-fortifier",
  name: "Fortifier",
  kind: "skill",
  text: "Engineer, hero line, level 2: +1 combat power.",
  covers: ["LOT-03"],
  level: 2,
  traits: ["Engineer"],
  effect: {
    abilities: [],
    modifiers: [{ stat: "combat-power", amount: 1, to: null, vs: null, while: null }],
    requires: engineerFortifierEffectRequires,
  },
};

/**
 * when turn-ends by you:
 *   build 1 road
 */
function engineerMasterBuilderEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.build(ctx, { count: 1 });
}

function engineerMasterBuilderEffectRequires(rt: Rt, ctx: EffectContext): boolean {
  return (
    rt.property(ctx, "hero-skill", null) >= rt.cardField(ctx, "level", rt.choose(ctx, theThis))
  );
}

/** Master Builder (skill) */
export const engineerMasterBuilder: SkillCard = {
  id: "engineer-master-builder",
  name: "Master Builder",
  kind: "skill",
  text: "Engineer, hero line, level 3: Build 1 road at the end of your turn.",
  covers: ["LOT-03"],
  level: 3,
  traits: ["Engineer"],
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "turn-ends",
          every: false,
          args: { by: theYou },
          condition: null,
        },
        limits: [],
        costs: [],
        run: engineerMasterBuilderEffect0,
        text: "when turn-ends by you:\n  build 1 road",
      },
    ],
    modifiers: [],
    requires: engineerMasterBuilderEffectRequires,
  },
};

/**
 * when captured on a location with Village by you:
 *   build 1 road
 */
function engineerSurveyorEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.build(ctx, { count: 1 });
}

function engineerSurveyorEffectRequires(rt: Rt, ctx: EffectContext): boolean {
  return (
    rt.property(ctx, "clan-skill", null) >= rt.cardField(ctx, "level", rt.choose(ctx, theThis))
  );
}

/** Surveyor (skill) */
export const engineerSurveyor: SkillCard = {
  id: "engineer-surveyor",
  name: "Surveyor",
  kind: "skill",
  text: "Engineer, clan line, level 1: Build 1 road when you capture a Village.",
  covers: ["LOT-03"],
  level: 1,
  traits: ["Engineer"],
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "captured",
          every: false,
          args: { on: aLocation, by: theYou },
          condition: null,
        },
        limits: [],
        costs: [],
        run: engineerSurveyorEffect0,
        text: "when captured on a location with Village by you:\n  build 1 road",
      },
    ],
    modifiers: [],
    requires: engineerSurveyorEffectRequires,
  },
};

/**
 * when turn-begins by you:
 *   gain 1 mana
 */
function engineerSteamForgeEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: mana1 });
}

function engineerSteamForgeEffectRequires(rt: Rt, ctx: EffectContext): boolean {
  return (
    rt.property(ctx, "clan-skill", null) >= rt.cardField(ctx, "level", rt.choose(ctx, theThis))
  );
}

/** Steam Forge (skill) */
export const engineerSteamForge: SkillCard = {
  id: "engineer-steam-forge",
  name: "Steam Forge",
  kind: "skill",
  text: "Engineer, clan line, level 2: Receive 1 mana at the beginning of your turn.",
  covers: ["LOT-03"],
  level: 2,
  traits: ["Engineer"],
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "turn-begins",
          every: false,
          args: { by: theYou },
          condition: null,
        },
        limits: [],
        costs: [],
        run: engineerSteamForgeEffect0,
        text: "when turn-begins by you:\n  gain 1 mana",
      },
    ],
    modifiers: [],
    requires: engineerSteamForgeEffectRequires,
  },
};

function engineerSteamWorksEffectMod0While(rt: Rt, ctx: EffectContext): boolean {
  return rt.count(ctx, yourLocations) >= 3;
}

function engineerSteamWorksEffectRequires(rt: Rt, ctx: EffectContext): boolean {
  return (
    rt.property(ctx, "clan-skill", null) >= rt.cardField(ctx, "level", rt.choose(ctx, theThis))
  );
}

/** Steam Works (skill) */
export const engineerSteamWorks: SkillCard = {
  id: "engineer-steam-works",
  name: "Steam Works",
  kind: "skill",
  text: "Engineer, clan line, level 3: +1 combat power while you hold 3 Villages or more.",
  covers: ["LOT-03"],
  level: 3,
  traits: ["Engineer"],
  effect: {
    abilities: [],
    modifiers: [
      {
        stat: "combat-power",
        amount: 1,
        to: null,
        vs: null,
        while: engineerSteamWorksEffectMod0While,
      },
    ],
    requires: engineerSteamWorksEffectRequires,
  },
};

/**
 * when turn-begins by you:
 *   gain 1 hp
 */
function shadowDarkVigourEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: hp1 });
}

function shadowDarkVigourEffectRequires(rt: Rt, ctx: EffectContext): boolean {
  return (
    rt.property(ctx, "hero-skill", null) >= rt.cardField(ctx, "level", rt.choose(ctx, theThis))
  );
}

/** Dark Vigour (skill) */
export const shadowDarkVigour: SkillCard = {
  id: "shadow-dark-vigour",
  name: "Dark Vigour",
  kind: "skill",
  text: "Shadow, hero line, level 1: Your Hero heals 1 HP at the beginning of your turn.",
  covers: ["LOT-03"],
  level: 1,
  traits: ["Shadow"],
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "turn-begins",
          every: false,
          args: { by: theYou },
          condition: null,
        },
        limits: [],
        costs: [],
        run: shadowDarkVigourEffect0,
        text: "when turn-begins by you:\n  gain 1 hp",
      },
    ],
    modifiers: [],
    requires: shadowDarkVigourEffectRequires,
  },
};

function shadowMenaceEffectRequires(rt: Rt, ctx: EffectContext): boolean {
  return (
    rt.property(ctx, "hero-skill", null) >= rt.cardField(ctx, "level", rt.choose(ctx, theThis))
  );
}

/** Menace (skill) */
export const shadowMenace: SkillCard = {
  id: "shadow-menace",
  name: "Menace",
  kind: "skill",
  text: "Shadow, hero line, level 2: +1 combat power.",
  covers: ["LOT-03"],
  level: 2,
  traits: ["Shadow"],
  effect: {
    abilities: [],
    modifiers: [{ stat: "combat-power", amount: 1, to: null, vs: null, while: null }],
    requires: shadowMenaceEffectRequires,
  },
};

function shadowNightTerrorEffectRequires(rt: Rt, ctx: EffectContext): boolean {
  return (
    rt.property(ctx, "hero-skill", null) >= rt.cardField(ctx, "level", rt.choose(ctx, theThis))
  );
}

/** Night Terror (skill) */
export const shadowNightTerror: SkillCard = {
  id: "shadow-night-terror",
  name: "Night Terror",
  kind: "skill",
  text: "Shadow, hero line, level 3: +1 combat power.",
  covers: ["LOT-03"],
  level: 3,
  traits: ["Shadow"],
  effect: {
    abilities: [],
    modifiers: [{ stat: "combat-power", amount: 1, to: null, vs: null, while: null }],
    requires: shadowNightTerrorEffectRequires,
  },
};

/**
 * when captured by you:
 *   gain 1 gold
 */
function shadowTributeEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: gold1 });
}

function shadowTributeEffectRequires(rt: Rt, ctx: EffectContext): boolean {
  return (
    rt.property(ctx, "clan-skill", null) >= rt.cardField(ctx, "level", rt.choose(ctx, theThis))
  );
}

/** Tribute (skill) */
export const shadowTribute: SkillCard = {
  id: "shadow-tribute",
  name: "Tribute",
  kind: "skill",
  text: "Shadow, clan line, level 1: Receive 1 gold when you capture a location.",
  covers: ["LOT-03"],
  level: 1,
  traits: ["Shadow"],
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "captured",
          every: false,
          args: { by: theYou },
          condition: null,
        },
        limits: [],
        costs: [],
        run: shadowTributeEffect0,
        text: "when captured by you:\n  gain 1 gold",
      },
    ],
    modifiers: [],
    requires: shadowTributeEffectRequires,
  },
};

/**
 * when turn-begins by you:
 *   gain 1 mana
 */
function shadowDarkRitesEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: mana1 });
}

function shadowDarkRitesEffectRequires(rt: Rt, ctx: EffectContext): boolean {
  return (
    rt.property(ctx, "clan-skill", null) >= rt.cardField(ctx, "level", rt.choose(ctx, theThis))
  );
}

/** Dark Rites (skill) */
export const shadowDarkRites: SkillCard = {
  id: "shadow-dark-rites",
  name: "Dark Rites",
  kind: "skill",
  text: "Shadow, clan line, level 2: Receive 1 mana at the beginning of your turn.",
  covers: ["LOT-03"],
  level: 2,
  traits: ["Shadow"],
  effect: {
    abilities: [
      {
        trigger: {
          kind: "when",
          event: "turn-begins",
          every: false,
          args: { by: theYou },
          condition: null,
        },
        limits: [],
        costs: [],
        run: shadowDarkRitesEffect0,
        text: "when turn-begins by you:\n  gain 1 mana",
      },
    ],
    modifiers: [],
    requires: shadowDarkRitesEffectRequires,
  },
};

/**
 * when won-battle by you:
 *   gain 1 glory
 */
function shadowFearEffect0(rt: Rt, ctx: EffectContext): void {
  rt.verbs.gain(ctx, { amount: glory1 });
}

function shadowFearEffectRequires(rt: Rt, ctx: EffectContext): boolean {
  return (
    rt.property(ctx, "clan-skill", null) >= rt.cardField(ctx, "level", rt.choose(ctx, theThis))
  );
}

/** Fear (skill) */
export const shadowFear: SkillCard = {
  id: "shadow-fear",
  name: "Fear",
  kind: "skill",
  text: "Shadow, clan line, level 3: Receive 1 more glory point when you win a battle.",
  covers: ["LOT-03"],
  level: 3,
  traits: ["Shadow"],
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
        run: shadowFearEffect0,
        text: "when won-battle by you:\n  gain 1 glory",
      },
    ],
    modifiers: [],
    requires: shadowFearEffectRequires,
  },
};
