/** Minimal Markdown table and number formatting for the benchmark report. */

export function markdownTable(headers: readonly string[], rows: ReadonlyArray<readonly string[]>): string {
  const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');
  const lines = [
    `| ${headers.map(cell).join(' | ')} |`,
    `| ${headers.map(() => '---').join(' | ')} |`,
    ...rows.map((r) => {
      if (r.length !== headers.length) throw new Error(`row has ${r.length} cells, table has ${headers.length} columns`);
      return `| ${r.map(cell).join(' | ')} |`;
    }),
  ];
  return lines.join('\n');
}

/** Integers with thousands separators; small values keep `digits` decimals. */
export function num(value: number | null | undefined, digits = 1): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '–';
  if (Math.abs(value) >= 100) return Math.round(value).toLocaleString('en-US');
  return value.toFixed(digits);
}

export function ms(value: number | null | undefined): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '–';
  return value < 10 ? value.toFixed(2) : value < 100 ? value.toFixed(1) : Math.round(value).toLocaleString('en-US');
}

export function seconds(value: number | null | undefined): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '–';
  return value < 10 ? `${value.toFixed(1)} s` : `${Math.round(value)} s`;
}

export function count(value: number): string {
  return value >= 1000 && value % 1000 === 0 ? `${value / 1000}k` : value.toLocaleString('en-US');
}
