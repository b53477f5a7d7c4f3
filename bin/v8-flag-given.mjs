/**
 * What the V8 bounds of bin/young-generation.mjs and bin/heap-growth.mjs share: which commands
 * run long enough to need them, and whether the person starting node already chose a value.
 */
const LONG_RUNNING = new Set(['serve', 'mcp']);

/** Whether this `memplat` command is a long-running process (serve, mcp). */
export function isLongRunning(argv = process.argv) {
  return LONG_RUNNING.has(argv[2] ?? '');
}

/** Whether `flag` was given to node, in its command or in NODE_OPTIONS: that value is kept. */
export function v8FlagGiven(flag, execArgv = process.execArgv, nodeOptions = process.env.NODE_OPTIONS ?? '') {
  return [...execArgv, ...nodeOptions.split(/\s+/)].some((arg) => arg === flag || arg.startsWith(`${flag}=`));
}
