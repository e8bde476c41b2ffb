/** A source text with fast offset → line/column lookup, for exact diagnostic spans. */
import type { Position, SourceSpan } from "../diagnostics/diagnostic.ts";

export class SourceFile {
  private readonly lineStarts: number[];

  constructor(
    /** The path as the user should see it (relative to the working directory). */
    readonly path: string,
    readonly text: string,
  ) {
    this.lineStarts = [0];
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c === 10) this.lineStarts.push(i + 1);
      else if (c === 13 && text.charCodeAt(i + 1) !== 10) this.lineStarts.push(i + 1);
    }
  }

  position(offset: number): Position {
    const clamped = Math.max(0, Math.min(offset, this.text.length));
    let lo = 0;
    let hi = this.lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.lineStarts[mid] <= clamped) lo = mid;
      else hi = mid - 1;
    }
    return { offset: clamped, line: lo + 1, col: clamped - this.lineStarts[lo] + 1 };
  }

  span(start: number, end: number = start): SourceSpan {
    return { file: this.path, start: this.position(start), end: this.position(Math.max(start, end)) };
  }
}
