// A worker thread of `cardsmith sim`. Threads start without the main thread's TypeScript loader:
// register tsx here, then run shards (shard.ts).
import { register as registerHooks } from "node:module";
import { register } from "tsx/esm/api";

registerHooks("../source-conditions.mjs", import.meta.url);
register();
const { runShard } = await import("./shard.ts");
export default runShard;
