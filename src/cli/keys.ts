import type { Command } from 'commander';

export function registerKeyCommands(_program: Command): void {}
