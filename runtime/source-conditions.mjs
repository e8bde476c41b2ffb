// Module resolution hook: resolve `cardsmith/...` to the TypeScript sources (package.json's
// `cardsmith-source` condition) in processes that run games through tsx, so generated modules,
// game runtimes and the CLI share one copy of the runtime, the one being edited.
export async function resolve(specifier, context, nextResolve) {
  return nextResolve(specifier, { ...context, conditions: [...context.conditions, "cardsmith-source"] });
}
