#!/usr/bin/env node
// Entry point of the `memplat` command. Loads the TypeScript sources through tsx so the
// same code runs under `npm start` (pinned Node 24) and when an MCP client starts this
// file directly with the system Node (20+).
import { register } from 'tsx/esm/api';

register();
await import('../src/cli/main.ts');
