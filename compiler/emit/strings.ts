/**
 * The only ways card-authored text reaches generated code. Card files are untrusted input: a name
 * or rules text must never end a string, open a template, close a comment or break a line.
 */

/**
 * A double-quoted JS/TS string literal whose value is exactly `value`. JSON.stringify escapes
 * quotes, backslashes and control characters; we also escape what JSON allows raw but JS tooling
 * or HTML embedding mishandles: U+2028/U+2029, lone surrogates, and `</` / `<!` (script tags).
 */
export function stringLiteral(value: string): string {
  return JSON.stringify(value).replace(/[\u2028\u2029]|[\ud800-\udfff]+|<(?=[/!])/g, escapeRun);
}

function escapeRun(run: string): string {
  let out = "";
  for (let i = 0; i < run.length; i++) {
    const code = run.charCodeAt(i);
    const next = run.charCodeAt(i + 1);
    // A well-formed surrogate pair (an emoji) stays literal; anything else becomes \uXXXX.
    if (code >= 0xd800 && code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      out += run[i] + run[i + 1];
      i++;
    } else {
      out += `\\u${code.toString(16).padStart(4, "0")}`;
    }
  }
  return out;
}

/**
 * Text safe inside a `/** ... *\/` comment: one line, no comment terminator, well-formed UTF-16,
 * and no `</script` or `<!--` (harmless in a .ts file, not if the JS is ever inlined in HTML).
 */
export function commentText(value: string): string {
  return commentLine(value).trim();
}

function commentLine(value: string): string {
  return value
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, " ")
    .replace(/[\ud800-\udbff][\udc00-\udfff]|[\ud800-\udfff]/g, (c) => (c.length === 2 ? c : "\ufffd"))
    .replace(/\*\//g, "*\\/")
    .replace(/<(?=[/!])/g, "<\\")
    .trimEnd();
}

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

export function isIdentifierName(name: string): boolean {
  return IDENTIFIER.test(name);
}

/**
 * A property key for an object literal or type member. `__proto__` as a plain key would set the
 * prototype instead of a property, so it is written computed.
 */
export function propertyKey(name: string): string {
  if (name === "__proto__") return `[${stringLiteral(name)}]`;
  return isIdentifierName(name) ? name : stringLiteral(name);
}

/** `obj.name` or `obj["odd-name"]`. */
export function memberAccess(object: string, name: string): string {
  return isIdentifierName(name) ? `${object}.${name}` : `${object}[${stringLiteral(name)}]`;
}

/** A union type of string literals; `never` when empty. */
export function literalUnion(values: readonly string[]): string {
  return values.length ? values.map(stringLiteral).join(" | ") : "never";
}

/** A numeric literal; non-finite numbers cannot come from valid card data. */
export function numberLiteral(value: number): string {
  if (!Number.isFinite(value)) throw new Error(`not a finite number: ${value}`);
  return Object.is(value, -0) ? "0" : String(value);
}

/** A JSDoc block for untrusted text: each line is sanitized like `commentText`. */
export function docComment(text: string): string {
  // Lines keep their indentation: printed effect text is indented by block.
  const lines = text.split(/\r\n|[\n\r\u2028\u2029]/).map(commentLine);
  while (lines.length && lines[lines.length - 1] === "") lines.pop();
  if (lines.length <= 1) return `/** ${(lines[0] ?? "").trim()} */`;
  return ["/**", ...lines.map((l) => (l ? ` * ${l}` : " *")), " */"].join("\n");
}
