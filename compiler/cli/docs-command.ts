export async function runDocs(_game: string, _opts: unknown): Promise<number> {
  return 2;
}
