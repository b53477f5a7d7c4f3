/** Types of bin/cli-bundle.mjs (the prebuilt `memplat` bundle), for the TypeScript that imports it. */
/** Where the bundle of the checkout at `root` (default: this one) is written. */
export declare function cliBundlePath(root?: string): string;
/** Path of this checkout's bundle: node <CLI_BUNDLE> <memplat arguments>. */
export declare const CLI_BUNDLE: string;
/** True when the bundle exists, was built in that checkout, and no source is newer than it. */
export declare function cliBundleIsFresh(root?: string): boolean;
/** Builds the bundle of the checkout at `root` when it is missing or stale; returns its path. */
export declare function ensureCliBundle(root?: string): Promise<string>;
