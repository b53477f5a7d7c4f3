/**
 * Runs one bench scenario while the server's CPU profiler records (cpu-profiler-preload.mjs,
 * toggled by SIGUSR2), then writes beside the report: `<name>.cpuprofile` (open it in
 * speedscope or Chrome DevTools), `<name>.folded` (folded stacks), `<name>.svg` (flame
 * graph) and `<name>.md` (areas and top functions). Returns the Markdown for the report.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ChildServer } from './child-process.js';
import { profileTables, summarizeProfile, type CpuProfile } from './cpu-profile.js';
import { flameGraphSvg } from './flame-graph.js';

export interface ProfilingTarget {
  /** Folder the servers write raw profiles to (their BENCH_CPU_PROFILE_DIR; one subfolder per process). */
  rawDir: string;
  /** Folder the named results go to (the report's folder). */
  outDir: string;
  repoRoot: string;
}

async function waitForFile(file: string, timeoutMs: number): Promise<void> {
  const started = Date.now();
  while (!fs.existsSync(file)) {
    if (Date.now() - started > timeoutMs) throw new Error(`the server's CPU profiler did not write ${path.basename(file)} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export interface ProfiledResult<T> {
  result: T;
  markdown: string;
}

export async function profiled<T>(server: ChildServer, target: ProfilingTarget, name: string, description: string, scenario: () => Promise<T>): Promise<ProfiledResult<T>> {
  const rawDir = path.join(target.rawDir, String(server.pid)); // the preload's folder for this server
  await waitForFile(rawDir, 10_000);
  const number = fs.readdirSync(rawDir).filter((f) => f.endsWith('.started')).length + 1;
  process.kill(server.pid, 'SIGUSR2');
  await waitForFile(path.join(rawDir, `profile-${number}.started`), 10_000);
  let result: T;
  try {
    result = await scenario();
  } finally {
    process.kill(server.pid, 'SIGUSR2');
    await waitForFile(path.join(rawDir, `profile-${number}.done`), 60_000);
  }
  const raw = path.join(rawDir, `profile-${number}.cpuprofile`);
  const profile = JSON.parse(fs.readFileSync(raw, 'utf8')) as CpuProfile;
  fs.renameSync(raw, path.join(target.outDir, `${name}.cpuprofile`));
  const summary = summarizeProfile(profile, target.repoRoot);
  fs.writeFileSync(path.join(target.outDir, `${name}.folded`), `${summary.folded.join('\n')}\n`);
  fs.writeFileSync(path.join(target.outDir, `${name}.svg`), flameGraphSvg(summary.folded, `${name}: ${description}`));
  const tables = profileTables(summary);
  fs.writeFileSync(path.join(target.outDir, `${name}.md`), `# CPU profile: ${name}\n\n${description}\n\n${tables}\n`);
  const markdown = [
    `### ${name}`,
    '',
    `${description}. Files: \`${name}.cpuprofile\` (speedscope, Chrome DevTools), \`${name}.svg\` (flame graph), \`${name}.folded\`, \`${name}.md\`.`,
    '',
    tables,
    '',
  ].join('\n');
  return { result, markdown };
}
