/** What the global setup (global-setup.ts) hands every web test file through vitest's `provide`/`inject`. */
import type { Account } from './server.js';

export interface WebRun {
  /** The shared server: base URL and data directory (its admin channel's socket is there). */
  url: string;
  dataDir: string;
  /** The shared server's protected initial administrator. */
  initialAdmin: Account;
  /** The run's Chromium, for `connectChromium`. */
  wsEndpoint: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    webRun: WebRun;
  }
}
