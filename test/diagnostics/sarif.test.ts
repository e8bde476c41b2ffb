import { describe, expect, it } from "vitest";
import type { Diagnostic } from "../../compiler/diagnostics/diagnostic.ts";
import { renderSarif } from "../../compiler/diagnostics/render-sarif.ts";

const at = (line: number, col: number, offset: number) => ({ line, col, offset });
const diag: Diagnostic = {
  code: "CS4011",
  severity: "error",
  message: "the id `x` is already used by another card",
  span: { file: "cards/g/b.yaml", start: at(1, 5, 4), end: at(1, 6, 5) },
  related: [{ span: { file: "cards/g/a.yaml", start: at(3, 5, 20), end: at(3, 6, 21) }, message: "`x` is first defined here" }],
  help: "every card of a game needs its own id",
};

describe("SARIF output", () => {
  it("is a SARIF 2.1.0 run with one rule per code and exact 1-based regions", () => {
    const doc = JSON.parse(renderSarif([diag, { ...diag, span: { ...diag.span!, start: at(2, 1, 9), end: at(2, 2, 10) } }], "9.9.9"));
    expect(doc.version).toBe("2.1.0");
    const run = doc.runs[0];
    expect(run.tool.driver).toMatchObject({ name: "cardsmith", version: "9.9.9" });
    expect(run.tool.driver.rules.map((r: { id: string }) => r.id)).toEqual(["CS4011"]);
    expect(run.results).toHaveLength(2);
    expect(run.results[0]).toMatchObject({
      ruleId: "CS4011",
      level: "error",
      message: { text: "the id `x` is already used by another card\nevery card of a game needs its own id" },
      locations: [{ physicalLocation: { artifactLocation: { uri: "cards/g/b.yaml" }, region: { startLine: 1, startColumn: 5, endLine: 1, endColumn: 6 } } }],
      relatedLocations: [{ id: 1, message: { text: "`x` is first defined here" }, physicalLocation: { region: { startLine: 3, startColumn: 5 } } }],
    });
  });

  it("gives an empty span a one-column region and a diagnostic without a span no location", () => {
    const empty = renderSarif([{ ...diag, related: [], span: { file: "f.yaml", start: at(4, 7, 30), end: at(4, 7, 30) } }, { code: "CS1011", severity: "error", message: "no game" }], "1");
    const results = JSON.parse(empty).runs[0].results;
    expect(results[0].locations[0].physicalLocation.region).toEqual({ startLine: 4, startColumn: 7, endLine: 4, endColumn: 8 });
    expect(results[1].locations).toEqual([]);
  });
});
