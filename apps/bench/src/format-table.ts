import type { BenchRow } from './bench-row.ts'

/** Renders rows as an aligned text table. */
export function formatTable(rows: readonly BenchRow[]): string {
  const header = ['benchmark', 'value', 'peer', 'peer value', 'ratio', 'target']
  const lines = rows.map((row) => [
    row.name,
    `${row.value} ${row.unit}`,
    row.peer ?? '',
    row.peerValue === undefined ? '' : `${row.peerValue} ${row.unit}`,
    row.ratio === undefined ? '' : `${row.ratio}×`,
    row.target ?? '',
  ])
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => line[column]!.length)),
  )
  const render = (cells: string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column]!))
      .join('  ')
      .trimEnd()
  return [render(header), render(widths.map((width) => '-'.repeat(width))), ...lines.map(render)].join('\n')
}
