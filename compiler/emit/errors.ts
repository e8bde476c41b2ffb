/**
 * The emitter runs only on input the checker accepted, so anything it cannot translate is a bug
 * in the checker or emitter, not a designer's mistake: it is thrown, never reported as a diagnostic.
 */
export class EmitError extends Error {
  constructor(message: string) {
    super(`cannot emit: ${message}`);
    this.name = "EmitError";
  }
}
