/**
 * The wrapper of every data table. Wide screens see a table; on a phone (see the
 * `.data-table` rules in base.css) each row becomes a card of label/value lines. The labels
 * come from the table's column headers: each body cell gets its column's header text as
 * `data-label`, which the stylesheet shows before the value (CSS `attr()`, no inline style,
 * so the CSP holds). Cells spanning columns (panels opened under a row) are left unlabelled.
 */
import type { ComponentChildren } from 'preact';
import { useRef } from 'preact/hooks';
import { useScrollRegion } from './scroll-region';

/** Gives every body cell of the tables inside `root` its column header's text as `data-label`. */
export function labelCells(root: ParentNode): void {
  for (const table of Array.from(root.querySelectorAll('table'))) {
    const headers = Array.from(table.querySelectorAll('thead th')).map((th) => th.textContent?.trim() ?? '');
    for (const row of Array.from(table.querySelectorAll('tbody tr'))) {
      const cells = Array.from(row.children);
      if (cells.some((c) => (c as HTMLTableCellElement).colSpan > 1)) continue;
      cells.forEach((cell, i) => {
        const label = headers[i];
        if (label && cell.getAttribute('data-label') !== label) cell.setAttribute('data-label', label);
      });
    }
  }
}

export function DataTable({ children }: { children: ComponentChildren }) {
  const root = useRef<HTMLDivElement>(null);
  // Rows come and go (pages, panels, removals) without this component rendering again: the
  // scroll region's observer labels them as they change.
  useScrollRegion(root, labelCells);
  return (
    <div class="table-wrap data-table" ref={root}>
      {children}
    </div>
  );
}
