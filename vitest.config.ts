import { defineConfig } from "vitest/config";

// Tests must pass on a slow, loaded 2-core machine: nothing here is timed, so the default 5 s
// timeout only ever turns a slow run into a false failure.
export default defineConfig({
  test: {
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
