/**
 * Test files that need a service which only some tiers of `npm test` start are named for it:
 * *.postgres.test.ts (TEST_DATABASE_URL) and *.redis.test.ts (TEST_REDIS_URL). The vitest
 * configs leave them out where the service is not given, so no run reports them skipped; run
 * by hand without it, such a file fails (src/testing/require-env.ts).
 */
export function filesNeedingAbsentServices(env: NodeJS.ProcessEnv = process.env): string[] {
  return [
    ...(env.TEST_DATABASE_URL ? [] : ['**/*.postgres.test.ts']),
    ...(env.TEST_REDIS_URL ? [] : ['**/*.redis.test.ts']),
  ];
}
