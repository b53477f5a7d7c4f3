/**
 * Bounds V8's young generation of a long-running `memplat` process (serve, mcp) to 16 MiB
 * semi-spaces, the size Node 20 uses. Newer Nodes size them from the machine's memory (64 MiB
 * each on a 24 GiB machine): under load both get touched, about 100 MiB of resident memory
 * that holds only garbage between collections. V8 reads the bound once, at start, so the
 * process re-executes itself with the flag (process.execve: same PID, same stdio, nothing else
 * has run yet). An explicit --max-semi-space-size (in the node command or NODE_OPTIONS) is
 * kept, and where process.execve is missing (Node 20, whose default is already 16) nothing happens.
 */
import { isLongRunning, v8FlagGiven } from './v8-flag-given.mjs';

const FLAG = '--max-semi-space-size';
export const SEMI_SPACE_MIB = 16;

export function boundYoungGeneration() {
  if (typeof process.execve !== 'function') return;
  if (!isLongRunning() || v8FlagGiven(FLAG)) return;
  process.execve(process.execPath, [process.execPath, `${FLAG}=${SEMI_SPACE_MIB}`, ...process.execArgv, ...process.argv.slice(1)], process.env);
}
