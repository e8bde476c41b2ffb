/** `cardsmith explain <code>`: what a diagnostic means and how to fix it. */
import { DIAGNOSTIC_CODES, explainCode } from "../diagnostics/index.ts";
import { didYouMean } from "../check/suggest.ts";

export function runExplain(code: string): number {
  const text = explainCode(code);
  if (!text) {
    const hint = didYouMean(code.trim().toUpperCase(), Object.keys(DIAGNOSTIC_CODES));
    process.stderr.write(`cardsmith: no diagnostic code \`${code}\`${hint ? `; ${hint}` : ""}\n`);
    return 2;
  }
  process.stdout.write(text.endsWith("\n") ? text : `${text}\n`);
  return 0;
}

/** `cardsmith explain --list`: every code and its title, in code order. */
export function runExplainList(): number {
  for (const code of Object.keys(DIAGNOSTIC_CODES).sort()) process.stdout.write(`${code}  ${DIAGNOSTIC_CODES[code].title}\n`);
  return 0;
}
