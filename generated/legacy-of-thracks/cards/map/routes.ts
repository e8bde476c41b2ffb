import type { RouteCard } from "../../kinds.ts";

/** Route capital-warrior - village-1 (route) */
export const routeCapitalWarriorVillage1: RouteCard = {
  id: "route-capital-warrior-village-1",
  name: "Route capital-warrior - village-1",
  kind: "route",
  text: "Distance 1.",
  from: "capital-warrior",
  to: "village-1",
  distance: 1,
  red: false,
};

/** Route capital-warrior - fortress-1 (route) */
export const routeCapitalWarriorFortress1: RouteCard = {
  id: "route-capital-warrior-fortress-1",
  name: "Route capital-warrior - fortress-1",
  kind: "route",
  text: "Distance 2.",
  from: "capital-warrior",
  to: "fortress-1",
  distance: 2,
  red: false,
};

/** Route capital-warrior - portal-1 (route) */
export const routeCapitalWarriorPortal1: RouteCard = {
  id: "route-capital-warrior-portal-1",
  name: "Route capital-warrior - portal-1",
  kind: "route",
  text: "Distance 1.",
  from: "capital-warrior",
  to: "portal-1",
  distance: 1,
  red: false,
};

/** Route village-1 - relic-1 (route) */
export const routeVillage1Relic1: RouteCard = {
  id: "route-village-1-relic-1",
  name: "Route village-1 - relic-1",
  kind: "route",
  text: "Distance 2.",
  from: "village-1",
  to: "relic-1",
  distance: 2,
  red: false,
};

/** Route village-1 - green-mine-1 (route) */
export const routeVillage1GreenMine1: RouteCard = {
  id: "route-village-1-green-mine-1",
  name: "Route village-1 - green-mine-1",
  kind: "route",
  text: "Distance 1.",
  from: "village-1",
  to: "green-mine-1",
  distance: 1,
  red: false,
};

/** Route village-1 - temple-1 (route) */
export const routeVillage1Temple1: RouteCard = {
  id: "route-village-1-temple-1",
  name: "Route village-1 - temple-1",
  kind: "route",
  text: "Distance 2.",
  from: "village-1",
  to: "temple-1",
  distance: 2,
  red: false,
};

/** Route fortress-1 - relic-1 (route) */
export const routeFortress1Relic1: RouteCard = {
  id: "route-fortress-1-relic-1",
  name: "Route fortress-1 - relic-1",
  kind: "route",
  text: "Distance 1.",
  from: "fortress-1",
  to: "relic-1",
  distance: 1,
  red: false,
};

/** Route fortress-1 - castle-1 (route) */
export const routeFortress1Castle1: RouteCard = {
  id: "route-fortress-1-castle-1",
  name: "Route fortress-1 - castle-1",
  kind: "route",
  text: "Distance 2.",
  from: "fortress-1",
  to: "castle-1",
  distance: 2,
  red: false,
};

/** Route relic-1 - armory-1 (route) */
export const routeRelic1Armory1: RouteCard = {
  id: "route-relic-1-armory-1",
  name: "Route relic-1 - armory-1",
  kind: "route",
  text: "Distance 1.",
  from: "relic-1",
  to: "armory-1",
  distance: 1,
  red: false,
};

/** Route green-mine-1 - temple-1 (route) */
export const routeGreenMine1Temple1: RouteCard = {
  id: "route-green-mine-1-temple-1",
  name: "Route green-mine-1 - temple-1",
  kind: "route",
  text: "Distance 1.",
  from: "green-mine-1",
  to: "temple-1",
  distance: 1,
  red: false,
};

/** Route portal-1 - healing-well-1 (route) */
export const routePortal1HealingWell1: RouteCard = {
  id: "route-portal-1-healing-well-1",
  name: "Route portal-1 - healing-well-1",
  kind: "route",
  text: "Distance 1.",
  from: "portal-1",
  to: "healing-well-1",
  distance: 1,
  red: false,
};

/** Route capital-mage - village-2 (route) */
export const routeCapitalMageVillage2: RouteCard = {
  id: "route-capital-mage-village-2",
  name: "Route capital-mage - village-2",
  kind: "route",
  text: "Distance 1.",
  from: "capital-mage",
  to: "village-2",
  distance: 1,
  red: false,
};

/** Route capital-mage - fortress-2 (route) */
export const routeCapitalMageFortress2: RouteCard = {
  id: "route-capital-mage-fortress-2",
  name: "Route capital-mage - fortress-2",
  kind: "route",
  text: "Distance 2.",
  from: "capital-mage",
  to: "fortress-2",
  distance: 2,
  red: false,
};

/** Route capital-mage - portal-2 (route) */
export const routeCapitalMagePortal2: RouteCard = {
  id: "route-capital-mage-portal-2",
  name: "Route capital-mage - portal-2",
  kind: "route",
  text: "Distance 1.",
  from: "capital-mage",
  to: "portal-2",
  distance: 1,
  red: false,
};

/** Route village-2 - relic-2 (route) */
export const routeVillage2Relic2: RouteCard = {
  id: "route-village-2-relic-2",
  name: "Route village-2 - relic-2",
  kind: "route",
  text: "Distance 2.",
  from: "village-2",
  to: "relic-2",
  distance: 2,
  red: false,
};

/** Route village-2 - yellow-mine-1 (route) */
export const routeVillage2YellowMine1: RouteCard = {
  id: "route-village-2-yellow-mine-1",
  name: "Route village-2 - yellow-mine-1",
  kind: "route",
  text: "Distance 1.",
  from: "village-2",
  to: "yellow-mine-1",
  distance: 1,
  red: false,
};

/** Route village-2 - temple-2 (route) */
export const routeVillage2Temple2: RouteCard = {
  id: "route-village-2-temple-2",
  name: "Route village-2 - temple-2",
  kind: "route",
  text: "Distance 2.",
  from: "village-2",
  to: "temple-2",
  distance: 2,
  red: false,
};

/** Route fortress-2 - relic-2 (route) */
export const routeFortress2Relic2: RouteCard = {
  id: "route-fortress-2-relic-2",
  name: "Route fortress-2 - relic-2",
  kind: "route",
  text: "Distance 1.",
  from: "fortress-2",
  to: "relic-2",
  distance: 1,
  red: false,
};

/** Route fortress-2 - castle-2 (route) */
export const routeFortress2Castle2: RouteCard = {
  id: "route-fortress-2-castle-2",
  name: "Route fortress-2 - castle-2",
  kind: "route",
  text: "Distance 2.",
  from: "fortress-2",
  to: "castle-2",
  distance: 2,
  red: false,
};

/** Route relic-2 - armory-2 (route) */
export const routeRelic2Armory2: RouteCard = {
  id: "route-relic-2-armory-2",
  name: "Route relic-2 - armory-2",
  kind: "route",
  text: "Distance 1.",
  from: "relic-2",
  to: "armory-2",
  distance: 1,
  red: false,
};

/** Route yellow-mine-1 - temple-2 (route) */
export const routeYellowMine1Temple2: RouteCard = {
  id: "route-yellow-mine-1-temple-2",
  name: "Route yellow-mine-1 - temple-2",
  kind: "route",
  text: "Distance 1.",
  from: "yellow-mine-1",
  to: "temple-2",
  distance: 1,
  red: false,
};

/** Route portal-2 - healing-well-2 (route) */
export const routePortal2HealingWell2: RouteCard = {
  id: "route-portal-2-healing-well-2",
  name: "Route portal-2 - healing-well-2",
  kind: "route",
  text: "Distance 1.",
  from: "portal-2",
  to: "healing-well-2",
  distance: 1,
  red: false,
};

/** Route capital-engineer - village-3 (route) */
export const routeCapitalEngineerVillage3: RouteCard = {
  id: "route-capital-engineer-village-3",
  name: "Route capital-engineer - village-3",
  kind: "route",
  text: "Distance 1.",
  from: "capital-engineer",
  to: "village-3",
  distance: 1,
  red: false,
};

/** Route capital-engineer - fortress-3 (route) */
export const routeCapitalEngineerFortress3: RouteCard = {
  id: "route-capital-engineer-fortress-3",
  name: "Route capital-engineer - fortress-3",
  kind: "route",
  text: "Distance 2.",
  from: "capital-engineer",
  to: "fortress-3",
  distance: 2,
  red: false,
};

/** Route capital-engineer - portal-3 (route) */
export const routeCapitalEngineerPortal3: RouteCard = {
  id: "route-capital-engineer-portal-3",
  name: "Route capital-engineer - portal-3",
  kind: "route",
  text: "Distance 1.",
  from: "capital-engineer",
  to: "portal-3",
  distance: 1,
  red: false,
};

/** Route village-3 - portal-3 (route) */
export const routeVillage3Portal3: RouteCard = {
  id: "route-village-3-portal-3",
  name: "Route village-3 - portal-3",
  kind: "route",
  text: "Distance 1.",
  from: "village-3",
  to: "portal-3",
  distance: 1,
  red: false,
};

/** Route village-3 - relic-3 (route) */
export const routeVillage3Relic3: RouteCard = {
  id: "route-village-3-relic-3",
  name: "Route village-3 - relic-3",
  kind: "route",
  text: "Distance 2.",
  from: "village-3",
  to: "relic-3",
  distance: 2,
  red: false,
};

/** Route village-3 - green-mine-2 (route) */
export const routeVillage3GreenMine2: RouteCard = {
  id: "route-village-3-green-mine-2",
  name: "Route village-3 - green-mine-2",
  kind: "route",
  text: "Distance 1.",
  from: "village-3",
  to: "green-mine-2",
  distance: 1,
  red: false,
};

/** Route village-3 - temple-3 (route) */
export const routeVillage3Temple3: RouteCard = {
  id: "route-village-3-temple-3",
  name: "Route village-3 - temple-3",
  kind: "route",
  text: "Distance 2.",
  from: "village-3",
  to: "temple-3",
  distance: 2,
  red: false,
};

/** Route fortress-3 - relic-3 (route) */
export const routeFortress3Relic3: RouteCard = {
  id: "route-fortress-3-relic-3",
  name: "Route fortress-3 - relic-3",
  kind: "route",
  text: "Distance 1.",
  from: "fortress-3",
  to: "relic-3",
  distance: 1,
  red: false,
};

/** Route fortress-3 - castle-3 (route) */
export const routeFortress3Castle3: RouteCard = {
  id: "route-fortress-3-castle-3",
  name: "Route fortress-3 - castle-3",
  kind: "route",
  text: "Distance 2.",
  from: "fortress-3",
  to: "castle-3",
  distance: 2,
  red: false,
};

/** Route relic-3 - armory-2 (route) */
export const routeRelic3Armory2: RouteCard = {
  id: "route-relic-3-armory-2",
  name: "Route relic-3 - armory-2",
  kind: "route",
  text: "Distance 2.",
  from: "relic-3",
  to: "armory-2",
  distance: 2,
  red: false,
};

/** Route green-mine-2 - temple-3 (route) */
export const routeGreenMine2Temple3: RouteCard = {
  id: "route-green-mine-2-temple-3",
  name: "Route green-mine-2 - temple-3",
  kind: "route",
  text: "Distance 1.",
  from: "green-mine-2",
  to: "temple-3",
  distance: 1,
  red: false,
};

/** Route portal-3 - healing-well-2 (route) */
export const routePortal3HealingWell2: RouteCard = {
  id: "route-portal-3-healing-well-2",
  name: "Route portal-3 - healing-well-2",
  kind: "route",
  text: "Distance 2.",
  from: "portal-3",
  to: "healing-well-2",
  distance: 2,
  red: false,
};

/** Route capital-shadow - village-4 (route) */
export const routeCapitalShadowVillage4: RouteCard = {
  id: "route-capital-shadow-village-4",
  name: "Route capital-shadow - village-4",
  kind: "route",
  text: "Distance 1.",
  from: "capital-shadow",
  to: "village-4",
  distance: 1,
  red: false,
};

/** Route capital-shadow - fortress-4 (route) */
export const routeCapitalShadowFortress4: RouteCard = {
  id: "route-capital-shadow-fortress-4",
  name: "Route capital-shadow - fortress-4",
  kind: "route",
  text: "Distance 2.",
  from: "capital-shadow",
  to: "fortress-4",
  distance: 2,
  red: false,
};

/** Route capital-shadow - portal-4 (route) */
export const routeCapitalShadowPortal4: RouteCard = {
  id: "route-capital-shadow-portal-4",
  name: "Route capital-shadow - portal-4",
  kind: "route",
  text: "Distance 1.",
  from: "capital-shadow",
  to: "portal-4",
  distance: 1,
  red: false,
};

/** Route village-4 - relic-4 (route) */
export const routeVillage4Relic4: RouteCard = {
  id: "route-village-4-relic-4",
  name: "Route village-4 - relic-4",
  kind: "route",
  text: "Distance 2.",
  from: "village-4",
  to: "relic-4",
  distance: 2,
  red: false,
};

/** Route village-4 - red-mine (route) */
export const routeVillage4RedMine: RouteCard = {
  id: "route-village-4-red-mine",
  name: "Route village-4 - red-mine",
  kind: "route",
  text: "Distance 1.",
  from: "village-4",
  to: "red-mine",
  distance: 1,
  red: false,
};

/** Route village-4 - temple-1 (route) */
export const routeVillage4Temple1: RouteCard = {
  id: "route-village-4-temple-1",
  name: "Route village-4 - temple-1",
  kind: "route",
  text: "Distance 2.",
  from: "village-4",
  to: "temple-1",
  distance: 2,
  red: false,
};

/** Route fortress-4 - relic-4 (route) */
export const routeFortress4Relic4: RouteCard = {
  id: "route-fortress-4-relic-4",
  name: "Route fortress-4 - relic-4",
  kind: "route",
  text: "Distance 1.",
  from: "fortress-4",
  to: "relic-4",
  distance: 1,
  red: false,
};

/** Route fortress-4 - castle-1 (route) */
export const routeFortress4Castle1: RouteCard = {
  id: "route-fortress-4-castle-1",
  name: "Route fortress-4 - castle-1",
  kind: "route",
  text: "Distance 3.",
  from: "fortress-4",
  to: "castle-1",
  distance: 3,
  red: false,
};

/** Route relic-4 - armory-1 (route) */
export const routeRelic4Armory1: RouteCard = {
  id: "route-relic-4-armory-1",
  name: "Route relic-4 - armory-1",
  kind: "route",
  text: "Distance 2.",
  from: "relic-4",
  to: "armory-1",
  distance: 2,
  red: false,
};

/** Route red-mine - temple-3 (route) */
export const routeRedMineTemple3: RouteCard = {
  id: "route-red-mine-temple-3",
  name: "Route red-mine - temple-3",
  kind: "route",
  text: "Distance 2.",
  from: "red-mine",
  to: "temple-3",
  distance: 2,
  red: false,
};

/** Route portal-4 - healing-well-1 (route) */
export const routePortal4HealingWell1: RouteCard = {
  id: "route-portal-4-healing-well-1",
  name: "Route portal-4 - healing-well-1",
  kind: "route",
  text: "Distance 2.",
  from: "portal-4",
  to: "healing-well-1",
  distance: 2,
  red: false,
};

/** Route market - temple-1 (route) */
export const routeMarketTemple1: RouteCard = {
  id: "route-market-temple-1",
  name: "Route market - temple-1",
  kind: "route",
  text: "Distance 1.",
  from: "market",
  to: "temple-1",
  distance: 1,
  red: false,
};

/** Route market - temple-2 (route) */
export const routeMarketTemple2: RouteCard = {
  id: "route-market-temple-2",
  name: "Route market - temple-2",
  kind: "route",
  text: "Distance 1.",
  from: "market",
  to: "temple-2",
  distance: 1,
  red: false,
};

/** Route market - temple-3 (route) */
export const routeMarketTemple3: RouteCard = {
  id: "route-market-temple-3",
  name: "Route market - temple-3",
  kind: "route",
  text: "Distance 1.",
  from: "market",
  to: "temple-3",
  distance: 1,
  red: false,
};

/** Route market - source-of-life (route) */
export const routeMarketSourceOfLife: RouteCard = {
  id: "route-market-source-of-life",
  name: "Route market - source-of-life",
  kind: "route",
  text: "Distance 2.",
  from: "market",
  to: "source-of-life",
  distance: 2,
  red: false,
};

/** Route market - village-5 (route) */
export const routeMarketVillage5: RouteCard = {
  id: "route-market-village-5",
  name: "Route market - village-5",
  kind: "route",
  text: "Distance 1.",
  from: "market",
  to: "village-5",
  distance: 1,
  red: false,
};

/** Route source-of-life - healing-well-1 (route) */
export const routeSourceOfLifeHealingWell1: RouteCard = {
  id: "route-source-of-life-healing-well-1",
  name: "Route source-of-life - healing-well-1",
  kind: "route",
  text: "Distance 2.",
  from: "source-of-life",
  to: "healing-well-1",
  distance: 2,
  red: false,
};

/** Route source-of-life - healing-well-2 (route) */
export const routeSourceOfLifeHealingWell2: RouteCard = {
  id: "route-source-of-life-healing-well-2",
  name: "Route source-of-life - healing-well-2",
  kind: "route",
  text: "Distance 2.",
  from: "source-of-life",
  to: "healing-well-2",
  distance: 2,
  red: false,
};

/** Route source-of-life - purple-mine (route) */
export const routeSourceOfLifePurpleMine: RouteCard = {
  id: "route-source-of-life-purple-mine",
  name: "Route source-of-life - purple-mine",
  kind: "route",
  text: "Distance 2.",
  from: "source-of-life",
  to: "purple-mine",
  distance: 2,
  red: false,
};

/** Route village-5 - relic-5 (route) */
export const routeVillage5Relic5: RouteCard = {
  id: "route-village-5-relic-5",
  name: "Route village-5 - relic-5",
  kind: "route",
  text: "Distance 1.",
  from: "village-5",
  to: "relic-5",
  distance: 1,
  red: false,
};

/** Route village-5 - yellow-mine-2 (route) */
export const routeVillage5YellowMine2: RouteCard = {
  id: "route-village-5-yellow-mine-2",
  name: "Route village-5 - yellow-mine-2",
  kind: "route",
  text: "Distance 1.",
  from: "village-5",
  to: "yellow-mine-2",
  distance: 1,
  red: false,
};

/** Route relic-5 - tunnel-1 (route) */
export const routeRelic5Tunnel1: RouteCard = {
  id: "route-relic-5-tunnel-1",
  name: "Route relic-5 - tunnel-1",
  kind: "route",
  text: "Distance 1.",
  from: "relic-5",
  to: "tunnel-1",
  distance: 1,
  red: false,
};

/** Route tunnel-1 - castle-1 (route) */
export const routeTunnel1Castle1: RouteCard = {
  id: "route-tunnel-1-castle-1",
  name: "Route tunnel-1 - castle-1",
  kind: "route",
  text: "Distance 2.",
  from: "tunnel-1",
  to: "castle-1",
  distance: 2,
  red: false,
};

/** Route tunnel-1 - armory-1 (route) */
export const routeTunnel1Armory1: RouteCard = {
  id: "route-tunnel-1-armory-1",
  name: "Route tunnel-1 - armory-1",
  kind: "route",
  text: "Distance 1.",
  from: "tunnel-1",
  to: "armory-1",
  distance: 1,
  red: false,
};

/** Route tunnel-2 - castle-2 (route) */
export const routeTunnel2Castle2: RouteCard = {
  id: "route-tunnel-2-castle-2",
  name: "Route tunnel-2 - castle-2",
  kind: "route",
  text: "Distance 2.",
  from: "tunnel-2",
  to: "castle-2",
  distance: 2,
  red: false,
};

/** Route tunnel-2 - castle-3 (route) */
export const routeTunnel2Castle3: RouteCard = {
  id: "route-tunnel-2-castle-3",
  name: "Route tunnel-2 - castle-3",
  kind: "route",
  text: "Distance 2.",
  from: "tunnel-2",
  to: "castle-3",
  distance: 2,
  red: false,
};

/** Route tunnel-2 - armory-2 (route) */
export const routeTunnel2Armory2: RouteCard = {
  id: "route-tunnel-2-armory-2",
  name: "Route tunnel-2 - armory-2",
  kind: "route",
  text: "Distance 1.",
  from: "tunnel-2",
  to: "armory-2",
  distance: 1,
  red: false,
};

/** Route castle-1 - armory-1 (route) */
export const routeCastle1Armory1: RouteCard = {
  id: "route-castle-1-armory-1",
  name: "Route castle-1 - armory-1",
  kind: "route",
  text: "Distance 1.",
  from: "castle-1",
  to: "armory-1",
  distance: 1,
  red: false,
};

/** Route castle-2 - temple-2 (route) */
export const routeCastle2Temple2: RouteCard = {
  id: "route-castle-2-temple-2",
  name: "Route castle-2 - temple-2",
  kind: "route",
  text: "Distance 2.",
  from: "castle-2",
  to: "temple-2",
  distance: 2,
  red: false,
};

/** Route castle-2 - relic-5 (route) */
export const routeCastle2Relic5: RouteCard = {
  id: "route-castle-2-relic-5",
  name: "Route castle-2 - relic-5",
  kind: "route",
  text: "Distance 2.",
  from: "castle-2",
  to: "relic-5",
  distance: 2,
  red: false,
};

/** Route castle-3 - temple-3 (route) */
export const routeCastle3Temple3: RouteCard = {
  id: "route-castle-3-temple-3",
  name: "Route castle-3 - temple-3",
  kind: "route",
  text: "Distance 2.",
  from: "castle-3",
  to: "temple-3",
  distance: 2,
  red: false,
};

/** Route purple-mine - green-mine-3 (route) */
export const routePurpleMineGreenMine3: RouteCard = {
  id: "route-purple-mine-green-mine-3",
  name: "Route purple-mine - green-mine-3",
  kind: "route",
  text: "Distance 1.",
  from: "purple-mine",
  to: "green-mine-3",
  distance: 1,
  red: false,
};

/** Route green-mine-3 - temple-1 (route) */
export const routeGreenMine3Temple1: RouteCard = {
  id: "route-green-mine-3-temple-1",
  name: "Route green-mine-3 - temple-1",
  kind: "route",
  text: "Distance 2.",
  from: "green-mine-3",
  to: "temple-1",
  distance: 2,
  red: false,
};

/** Route yellow-mine-2 - tunnel-2 (route) */
export const routeYellowMine2Tunnel2: RouteCard = {
  id: "route-yellow-mine-2-tunnel-2",
  name: "Route yellow-mine-2 - tunnel-2",
  kind: "route",
  text: "Distance 2.",
  from: "yellow-mine-2",
  to: "tunnel-2",
  distance: 2,
  red: false,
};

/** Route healing-well-1 - armory-1 (route) */
export const routeHealingWell1Armory1: RouteCard = {
  id: "route-healing-well-1-armory-1",
  name: "Route healing-well-1 - armory-1",
  kind: "route",
  text: "Distance 1.",
  from: "healing-well-1",
  to: "armory-1",
  distance: 1,
  red: false,
};

/** Route nordic-portal - magical-path (route) */
export const routeNordicPortalMagicalPath: RouteCard = {
  id: "route-nordic-portal-magical-path",
  name: "Route nordic-portal - magical-path",
  kind: "route",
  text: "Distance 3.",
  from: "nordic-portal",
  to: "magical-path",
  distance: 3,
  red: true,
};

/** Route magical-path - barrier-1 (route) */
export const routeMagicalPathBarrier1: RouteCard = {
  id: "route-magical-path-barrier-1",
  name: "Route magical-path - barrier-1",
  kind: "route",
  text: "Distance 0.",
  from: "magical-path",
  to: "barrier-1",
  distance: 0,
  red: true,
};

/** Route barrier-1 - barrier-2 (route) */
export const routeBarrier1Barrier2: RouteCard = {
  id: "route-barrier-1-barrier-2",
  name: "Route barrier-1 - barrier-2",
  kind: "route",
  text: "Distance 0.",
  from: "barrier-1",
  to: "barrier-2",
  distance: 0,
  red: true,
};

/** Route barrier-2 - barrier-3 (route) */
export const routeBarrier2Barrier3: RouteCard = {
  id: "route-barrier-2-barrier-3",
  name: "Route barrier-2 - barrier-3",
  kind: "route",
  text: "Distance 0.",
  from: "barrier-2",
  to: "barrier-3",
  distance: 0,
  red: true,
};

/** Route barrier-3 - barrier-4 (route) */
export const routeBarrier3Barrier4: RouteCard = {
  id: "route-barrier-3-barrier-4",
  name: "Route barrier-3 - barrier-4",
  kind: "route",
  text: "Distance 0.",
  from: "barrier-3",
  to: "barrier-4",
  distance: 0,
  red: true,
};

/** Route barrier-4 - barrier-5 (route) */
export const routeBarrier4Barrier5: RouteCard = {
  id: "route-barrier-4-barrier-5",
  name: "Route barrier-4 - barrier-5",
  kind: "route",
  text: "Distance 0.",
  from: "barrier-4",
  to: "barrier-5",
  distance: 0,
  red: true,
};

/** Route barrier-5 - barrier-6 (route) */
export const routeBarrier5Barrier6: RouteCard = {
  id: "route-barrier-5-barrier-6",
  name: "Route barrier-5 - barrier-6",
  kind: "route",
  text: "Distance 0.",
  from: "barrier-5",
  to: "barrier-6",
  distance: 0,
  red: true,
};

/** Route barrier-6 - barrier-7 (route) */
export const routeBarrier6Barrier7: RouteCard = {
  id: "route-barrier-6-barrier-7",
  name: "Route barrier-6 - barrier-7",
  kind: "route",
  text: "Distance 0.",
  from: "barrier-6",
  to: "barrier-7",
  distance: 0,
  red: true,
};
