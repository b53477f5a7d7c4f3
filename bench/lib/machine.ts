/** What the report says about the machine the numbers were taken on. */
import os from 'node:os';
import type { MachineInfo } from './results.js';

export function machineInfo(): MachineInfo {
  return {
    nproc: os.availableParallelism ? os.availableParallelism() : os.cpus().length,
    ramGiB: os.totalmem() / 1024 ** 3,
    cpu: os.cpus()[0]?.model.trim() ?? 'unknown CPU',
    os: `${os.platform()} ${os.release()}`,
    node: process.version,
  };
}
