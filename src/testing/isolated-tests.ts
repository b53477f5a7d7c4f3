/**
 * Unit test files that must run in a fresh worker of their own. Every other file of the store
 * lanes shares its worker with the files before it (vitest `isolate: false`, vitest.config.ts):
 * the application's modules load once per worker instead of once per file, which was most of
 * the lanes' time. A file belongs here when it changes process-wide state that a later file
 * would see: a global (OpenTelemetry's tracer provider), process.env, a mocked module.
 * isolated-tests.test.ts fails when a file shows such a change (isolatedTestReason) and is not listed.
 */
export const ISOLATED_TEST_FILES: Record<string, string> = {
  'src/adapters/observability/tracing.test.ts': 'registers the global OpenTelemetry tracer provider and sets OTEL_RESOURCE_ATTRIBUTES',
  // A statistic over response times: work left behind by earlier files in a shared worker (servers
  // closing, timers, garbage collection) lands on one sample more than the other (|z| 3.37 once).
  'src/http/handlers/auth/security.test.ts': 'compares login response times statistically (Mann-Whitney)',
};

/** What in a test file's source makes it need a worker of its own (undefined: it can share one). */
export function isolatedTestReason(source: string): string | undefined {
  const patterns: Array<[RegExp, string]> = [
    [/\bvi\.(mock|doMock|unmock|stubEnv|stubGlobal)\(/, 'mocks a module or stubs a global'],
    [/process\.env(\.\w+|\[[^\]]+\])\s*=(?!=)|delete process\.env|Object\.assign\(process\.env/, 'changes process.env'],
    [/process\.chdir\(|process\.umask\(/, 'changes the process working directory or umask'],
  ];
  return patterns.find(([pattern]) => pattern.test(source))?.[1];
}
