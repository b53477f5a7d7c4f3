/**
 * The command-line tool (`memplat`). Subcommands are registered by area (src/cli/program.ts);
 * `serve` runs the HTTP service. A command loads what it runs only when it runs (dynamic
 * imports in the actions), so `memplat --help` or `memplat keys list` does not load the HTTP
 * server, and every process the tests start pays for its own command only.
 */
import { processIo } from './cli-context.js';
import { runMemplatProgram } from './program.js';

const { code, ended } = await runMemplatProgram(process.argv.slice(2), processIo());
// A failed command exits at once (an open store or timer must not keep it alive); one that ran to
// its end leaves the process to end when its work does, with the code it asked for.
if (ended) process.exit(code);
else process.exitCode = code;
