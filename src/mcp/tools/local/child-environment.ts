/**
 * The one environment programs started by tools get (git, ffmpeg/ffprobe, shell_exec): this
 * process's environment minus the service's own settings, so a database URL, a secret key or a
 * provider token never reaches a program a model asked to run or a media file could exploit.
 */
import { settingsBySection } from '../../../config/index.js';

const OWN_SETTINGS = new Set(Object.values(settingsBySection).flatMap((section) => section.map((s) => s.env)));

/** `process.env` without the service's settings (and without any name `drop` refuses), then `extra` on top. */
export function childEnvironment(extra: NodeJS.ProcessEnv = {}, drop: (name: string) => boolean = () => false): NodeJS.ProcessEnv {
  const inherited = Object.entries(process.env).filter(([name]) => !OWN_SETTINGS.has(name) && !drop(name));
  return { ...Object.fromEntries(inherited), ...extra };
}
