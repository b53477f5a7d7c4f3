#!/usr/bin/env node
// The `memplat` command run from its TypeScript sources through tsx (compiled at start), for
// development: `node bin/memplat-sources.mjs serve` runs what src/ holds without building the
// bundle. bin/memplat.mjs falls back to it where the bundle cannot be built.
import { register } from 'tsx/esm/api';

register();
await import('../src/cli/main.ts');
