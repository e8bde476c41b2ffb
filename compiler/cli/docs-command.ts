/**
 * `cardsmith docs <game> [--out DIR]`: the game's reference site (compiler/docs/docs-site.ts),
 * written as one folder like `render`'s.
 */
import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { declaredComments } from "../docs/declared-comments.ts";
import { cardsPage, codePage, grammarPage, indexPage, syntaxPage, withComments, type DocsInput } from "../docs/docs-site.ts";
import { diagramFiles, diagramsPage } from "../docs/grammar.ts";
import { usageIndex } from "../docs/usage-index.ts";
import { emitGame } from "../emit/emit-game.ts";
import { formatAll } from "../emit/format.ts";
import { cardModulePath } from "../emit/paths.ts";
import { PACKAGE_ROOT } from "../package-root.ts";
import { cardLocators } from "../render/card-spans.ts";
import { cardsInOrder, renderGameCards } from "../render/render-game.ts";
import { writeSite, type SiteFiles } from "../render/write-site.ts";
import type { OutputFormat } from "./check-command.ts";
import { checkedGameFolder, reportWith } from "./game-folder.ts";
import { fontFiles, outputLockFile } from "./render-command.ts";

export interface DocsOptions {
  out?: string;
  format: OutputFormat;
  color: boolean;
}

export async function runDocs(game: string, opts: DocsOptions, root = process.cwd()): Promise<number> {
  const folder = checkedGameFolder(game, opts, root);
  if (!folder) return 1;
  const { dir, display, check } = folder;
  const cards = cardsInOrder(folder.game);
  const rendered = renderGameCards(folder.game, dir, display);
  const comments = declaredComments(readFileSync(join(dir, "game.yaml"), "utf8"));
  const described = { ...folder.game, vocab: withComments(folder.game.vocab, comments) };

  // The generated TypeScript of each card file, formatted as `build` writes it.
  const emitted = [...emitGame(folder.game)].filter(([path]) => path.startsWith("cards/"));
  const formatted = await formatAll(emitted.map(([path, text]) => ({ path, text })));
  const modules = new Map(emitted.map(([path], i) => [path, formatted[i]]));
  const moduleOf = new Map(cards.map((c) => [c.id, cardModulePath(c.file)]));

  const where = new Map<string, string>();
  const byFile = new Map<string, ReturnType<typeof cardLocators>>();
  for (const c of cards) {
    const abs = join(dir, c.file);
    if (!byFile.has(c.file)) byFile.set(c.file, cardLocators(abs, display(abs)));
    const place = byFile.get(c.file)!.get(c.id);
    const span = place?.variant?.span ?? place?.locate.spanAt(["id"]);
    where.set(c.id, span ? `${span.file}:${span.start.line}` : display(abs));
  }
  const input: DocsInput = { game: described, cards, rendered: rendered.cards, uses: usageIndex(folder.game, cards), comments, where, moduleOf, modules, syntax: readFileSync(join(PACKAGE_ROOT, "dsl", "SYNTAX.md"), "utf8") };

  const title = folder.game.vocab.title;
  const files: SiteFiles = new Map();
  files.set("index.html", indexPage(input));
  files.set("cards.html", cardsPage(input));
  files.set("grammar.html", grammarPage(title));
  files.set("diagrams.html", diagramsPage());
  files.set("syntax.html", syntaxPage(title, input.syntax));
  for (const [path, text] of modules) files.set(`code/${path}.html`, codePage(path, text, title));
  for (const c of rendered.cards) files.set(`cards/${c.id}.svg`, c.svg);
  for (const [path, bytes] of [...fontFiles(), ...diagramFiles()]) files.set(path, bytes);
  const out = opts.out ?? join(root, "out", "docs", folder.game.vocab.game);
  await writeSite(out, files, "docs", outputLockFile(root));

  reportWith(check, rendered.warnings, opts);
  if (opts.format === "human") process.stdout.write(`wrote the reference of ${folder.game.vocab.game} (${cards.length} card${cards.length === 1 ? "" : "s"}) to ${relative(root, out) || "."}/index.html\n`);
  return 0;
}
