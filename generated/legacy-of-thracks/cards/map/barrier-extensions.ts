import type { BarrierExtensionCard } from "../../kinds.ts";

/** Thin Veil (barrier-extension) */
export const extensionThinVeil: BarrierExtensionCard = {
  id: "extension-thin-veil",
  name: "Thin Veil",
  kind: "barrier-extension",
  text: "Cooperative: the team completes the seven magical barriers 1, 1, 1, 2, 2, 2, 2 times, the first barrier first.",
  completions: [1, 1, 1, 2, 2, 2, 2],
};

/** Woven Wards (barrier-extension) */
export const extensionWovenWards: BarrierExtensionCard = {
  id: "extension-woven-wards",
  name: "Woven Wards",
  kind: "barrier-extension",
  text: "Cooperative: the team completes the seven magical barriers 1, 1, 2, 2, 2, 3, 3 times, the first barrier first.",
  completions: [1, 1, 2, 2, 2, 3, 3],
};

/** Deep Seals (barrier-extension) */
export const extensionDeepSeals: BarrierExtensionCard = {
  id: "extension-deep-seals",
  name: "Deep Seals",
  kind: "barrier-extension",
  text: "Cooperative: the team completes the seven magical barriers 1, 2, 2, 3, 3, 3, 3 times, the first barrier first.",
  completions: [1, 2, 2, 3, 3, 3, 3],
};
