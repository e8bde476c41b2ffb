/** Runs a CLI function in this process, capturing what it writes to stdout and stderr. */
import { vi } from "vitest";

export async function capture(run: () => number | Promise<number>): Promise<{ code: number; out: string; err: string }> {
  let out = "";
  let err = "";
  const into = (add: (s: string) => void) => (chunk: string | Uint8Array) => {
    add(typeof chunk === "string" ? chunk : Buffer.from(chunk).toString("utf8"));
    return true;
  };
  const stdout = vi.spyOn(process.stdout, "write").mockImplementation(into((s) => (out += s)) as typeof process.stdout.write);
  const stderr = vi.spyOn(process.stderr, "write").mockImplementation(into((s) => (err += s)) as typeof process.stderr.write);
  try {
    const code = await run();
    return { code, out, err };
  } finally {
    stdout.mockRestore();
    stderr.mockRestore();
  }
}
