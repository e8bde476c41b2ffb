/**
 * Build caches are sealed: the first line is the SHA-256 of the JSON that follows. A cache that
 * was truncated, bit-flipped or edited still parses as JSON often enough; the seal tells, and a
 * cache that fails it is ignored (a full build), never trusted.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";

const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");

/** `indent` 0 for large caches that no person reads. */
export function sealed(value: unknown, indent = 2): string {
  const body = `${JSON.stringify(value, null, indent)}\n`;
  return `${sha256(body)}\n${body}`;
}

/**
 * sealed() for a value's JSON made by the caller as UTF-8 bytes (from pieces kept between
 * writes): no string of the whole cache is made, hashed and encoded again.
 */
export function sealedBytes(json: Uint8Array): Buffer {
  const seal = createHash("sha256").update(json).update("\n").digest("hex");
  return Buffer.concat([Buffer.from(`${seal}\n`), json, Buffer.from("\n")]);
}

/** The cached value, or undefined when the file is missing, unsealed or damaged. */
export async function readSealed(file: string): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch {
    return undefined;
  }
  return unseal(text);
}

function unseal(text: string): unknown {
  const nl = text.indexOf("\n");
  const body = text.slice(nl + 1);
  if (nl !== 64 || text.slice(0, nl) !== sha256(body)) return undefined;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return undefined;
  }
}

/** readSealed for synchronous callers (`check`, which is synchronous end to end). */
export function readSealedSync(file: string): unknown {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch {
    return undefined;
  }
  return unseal(text);
}
