// A worker thread of `cardsmith sim`. Threads start without the main thread's TypeScript loader:
// register tsx here, then run shards (shard.ts).
import { register } from "tsx/esm/api";

register();
const { runShard } = await import("./shard.ts");
export default runShard;
