/**
 * How the CLI words a failure that is not a card problem: a usage error or a file the system
 * refuses (permissions, a read-only disk, a file where a folder should be) is one line naming
 * the path; anything else is an internal error (CS5001), with the stack only under CARDSMITH_DEBUG.
 */
import { relative } from "node:path";
import { sanitizeText } from "../diagnostics/text-width.ts";
import { UsageError } from "../usage-error.ts";

/** What the system said, in words; these come from the user's disk, not from a bug. */
const REASONS: Readonly<Record<string, string>> = {
  EACCES: "permission denied",
  EPERM: "operation not permitted",
  EROFS: "the file system is read-only",
  ENOSPC: "no space left on the device",
  EDQUOT: "the disk quota is exhausted",
  ENOTDIR: "a part of the path is a file, not a folder",
  EISDIR: "it is a folder",
  EEXIST: "a file is in the way",
  ENOENT: "no such file or folder",
  ELOOP: "too many symbolic links",
  ENAMETOOLONG: "the name is too long",
};

const READS = new Set(["read", "scandir", "opendir", "readdir", "stat", "lstat", "realpath", "readlink", "access"]);

export function describeFailure(err: unknown): string {
  if (err instanceof UsageError) return `cardsmith: ${err.message}\n`;
  const sys = err as NodeJS.ErrnoException;
  if (sys instanceof Error && typeof sys.code === "string" && Object.hasOwn(REASONS, sys.code) && typeof sys.path === "string") {
    const shown = sanitizeText(relative(process.cwd(), sys.path) || sys.path);
    const verb = READS.has(sys.syscall ?? "") ? "read" : "write";
    return `cardsmith: cannot ${verb} \`${shown}\`: ${REASONS[sys.code]} (${sys.code})\n`;
  }
  const message = err instanceof Error ? err.message : String(err);
  const stack = process.env.CARDSMITH_DEBUG && err instanceof Error ? `${err.stack}\n` : "";
  return `cardsmith: internal error (CS5001): ${sanitizeText(message)}\nThis is a bug in Cardsmith; please report it with the input that caused it.\n${stack}`;
}

