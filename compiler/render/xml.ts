/** Text from card files goes into SVG and HTML: escaped, and stripped of what XML cannot hold. */

/** Characters XML 1.0 forbids (C0 controls but tab and newline, lone surrogates, U+FFFE/F). */
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Escape for element content and attribute values (either quote). */
export function escapeXml(text: string): string {
  return text
    .replace(NOT_XML, "\ufffd")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/** A number for an SVG attribute: two decimals at most, no `-0`. */
export function num(n: number): string {
  const r = Math.round(n * 100) / 100;
  return Object.is(r, -0) ? "0" : String(r);
}
