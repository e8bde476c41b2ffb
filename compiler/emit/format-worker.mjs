// A worker thread of format.ts: formats one generated file with prettier. Plain JavaScript, so
// it needs no TypeScript loader; the options come with each task.
import * as prettier from "prettier";

export default ({ text, options }) => prettier.format(text, options);
