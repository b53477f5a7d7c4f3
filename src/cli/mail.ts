import type { Command } from 'commander';

export function registerMailCommands(_program: Command): void {}
