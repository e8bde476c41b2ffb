/**
 * How the CLI words a failure that is not a card problem: a usage error is one line; anything
 * else is an internal error (CS5001), with the stack only when CARDSMITH_DEBUG is set.
 */
import { UsageError } from "../usage-error.ts";

export function describeFailure(err: unknown): string {
  if (err instanceof UsageError) return `cardsmith: ${err.message}\n`;
  const message = err instanceof Error ? err.message : String(err);
  const stack = process.env.CARDSMITH_DEBUG && err instanceof Error ? `${err.stack}\n` : "";
  return `cardsmith: internal error (CS5001): ${message}\nThis is a bug in Cardsmith; please report it with the input that caused it.\n${stack}`;
}
