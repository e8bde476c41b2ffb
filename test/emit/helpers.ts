/** Loading emitted modules in tests: transpile (must be error-free), then import via a data URL. */
import ts from "typescript";

/** Transpiles one module; syntax errors fail the test. */
export function transpile(source: string, fileName = "module.ts"): string {
  const out = ts.transpileModule(source, {
    fileName,
    reportDiagnostics: true,
    compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, verbatimModuleSyntax: false },
  });
  const problems = (out.diagnostics ?? []).map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n"));
  if (problems.length) throw new Error(`does not compile: ${problems.join("; ")}\n${source}`);
  return out.outputText;
}

/** Evaluates a module that has no value imports (type imports are erased). */
export async function importModule(source: string): Promise<Record<string, unknown>> {
  const js = transpile(source);
  if (/^\s*import\s+[^t]/m.test(js)) throw new Error(`module has value imports:\n${js}`);
  return import(`data:text/javascript;base64,${Buffer.from(js, "utf8").toString("base64")}`);
}

/**
 * Puts hoisted module-level constants (`const aTarget = {...} as const;`) back where they are
 * used, so assertions can read a call as if its selector were written inline.
 */
export function inlineHoisted(module: string): string {
  const consts = new Map<string, string>();
  const body = module.replace(/^const (\w+) = (\{.*\}) as const;\n/gm, (_, name: string, literal: string) => {
    consts.set(name, literal);
    return "";
  });
  return body.replace(/\b\w+\b/g, (word) => consts.get(word) ?? word);
}
