/** A mistake in how a command was called (exit 2): its own module so the CLI can load it alone. */
export class UsageError extends Error {}
