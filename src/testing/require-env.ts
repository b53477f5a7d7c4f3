/**
 * Tests that need a service the default tier does not start (PostgreSQL, Redis) live in files
 * named *.postgres.test.ts / *.redis.test.ts, which the vitest configs include only where the
 * service is given. Such a file run by hand without it fails with this message instead of
 * quietly skipping.
 */
export function requireEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: this file runs in the tier that provides it (see scripts/test-all.sh)`);
  return value;
}
