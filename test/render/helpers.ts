/** Reading rendered cards back: the texts of an SVG, the objects and streams of a PDF. */
import { inflateSync } from "node:zlib";

const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'" };

export function unescapeXml(s: string): string {
  return s.replace(/&(amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e]);
}

/** The contents of every `<text>` element, unescaped, in document order. */
export function svgTexts(svg: string): string[] {
  return [...svg.matchAll(/<text\b[^>]*>([^<]*)<\/text>/g)].map((m) => unescapeXml(m[1]));
}

/** All of a card's text as one line: runs joined by spaces, so a wrapped sentence reads whole. */
export function svgPlainText(svg: string): string {
  return svgTexts(svg).join(" ").replace(/\s+/g, " ");
}

/** Every stream of a PDF, inflated when it is compressed. */
export function pdfStreams(pdf: Buffer): string[] {
  const s = pdf.toString("latin1");
  const out: string[] = [];
  for (const m of s.matchAll(/stream\r?\n/g)) {
    const start = m.index + m[0].length;
    const end = s.indexOf("endstream", start);
    const data = Buffer.from(s.slice(start, end), "latin1");
    try {
      out.push(inflateSync(data).toString("latin1"));
    } catch {
      out.push(data.toString("latin1"));
    }
  }
  return out;
}
