/** `cardsmith build`: check every game, then emit generated/<game>/ (or verify it with --check). */
export async function runBuild(_opts: { game?: string; check?: boolean; summary?: boolean; format: string; color: boolean }): Promise<number> {
  return 2;
}
