/**
 * A table whose rows open a panel under themselves: the confirmation of a revoke or delete
 * (ConfirmStep), or a small form. The row stays highlighted while its panel is open and the
 * panel spans every column; the table sits in DataTable, so narrow screens show cards.
 */
import { Fragment, type ComponentChildren } from 'preact';
import { DataTable } from './DataTable';

/** A table cell spanning the whole row, for forms and confirmations opened under a row. */
export function RowPanel({ columns, children }: { columns: number; children: ComponentChildren }) {
  return (
    <tr class="row-panel">
      <td colSpan={columns}>{children}</td>
    </tr>
  );
}

interface PanelTableProps<T> {
  /** Column headings, the last usually "Actions". */
  headers: readonly string[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** The row's cells (`<td>` elements). */
  cells: (row: T) => ComponentChildren;
  /** What is open under the row, or null when nothing is. */
  panel: (row: T) => ComponentChildren | null;
}

export function PanelTable<T>({ headers, rows, rowKey, cells, panel }: PanelTableProps<T>) {
  return (
    <DataTable>
      <table>
        <thead>
          <tr>
            {headers.map((h) => (
              <th scope="col" key={h}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const open = panel(row);
            return (
              <Fragment key={rowKey(row)}>
                <tr class={open ? 'row-selected' : undefined}>{cells(row)}</tr>
                {open && <RowPanel columns={headers.length}>{open}</RowPanel>}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </DataTable>
  );
}
