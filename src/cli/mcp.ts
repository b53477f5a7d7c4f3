import type { Command } from 'commander';

export function registerMcpCommand(_program: Command): void {}
