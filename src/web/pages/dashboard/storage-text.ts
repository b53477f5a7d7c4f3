/** Storage in the unit that fits: bytes, KB, MB or GB (the API gives megabytes, 1 MB = 1,048,576 bytes). */
export function storageText(megabytes: number): string {
  const bytes = megabytes * 1_048_576;
  if (bytes < 1024) return `${Math.round(bytes)} bytes`;
  if (bytes < 1_048_576) return `${(bytes / 1024).toFixed(bytes < 10_240 ? 1 : 0)} KB`;
  if (megabytes < 1024) return `${megabytes.toFixed(megabytes < 10 ? 1 : 0)} MB`;
  return `${(megabytes / 1024).toFixed(1)} GB`;
}
