import { mkdir, writeFile } from 'node:fs/promises'
import { parseArgs } from 'node:util'
import type { BenchRow } from './bench-row.ts'
import { BENCH_CASES } from './cases/index.ts'
import { formatTable } from './format-table.ts'

const HELP = `npm run bench [-- options]

Runs the benchmarks (peers side by side where an issue names one), prints a table and writes
bench-results/latest.json.

  --json          print only the JSON array of rows on stdout
  --only NAME     run benchmarks whose name contains NAME (repeatable)
  --list          list the benchmarks and exit
  -h, --help      this text

Benchmarks:
${BENCH_CASES.map((c) => `  ${c.name.padEnd(28)} ${c.description}`).join('\n')}
`

const { values } = parseArgs({
  options: {
    json: { type: 'boolean', default: false },
    only: { type: 'string', multiple: true },
    list: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
})

if (values.help || values.list) {
  process.stdout.write(HELP)
  process.exit(0)
}

const selected = BENCH_CASES.filter(
  (c) => !values.only?.length || values.only.some((name) => c.name.includes(name)),
)
if (selected.length === 0) {
  process.stderr.write(`no benchmark matches ${values.only?.join(', ')}\n`)
  process.exit(2)
}

const rows: BenchRow[] = []
for (const bench of selected) {
  const label = `${bench.name} (${bench.description})`
  // Progress goes to stderr so --json output stays clean; a bar redraws only on a terminal.
  const progress = (done: number, total: number) => {
    if (!process.stderr.isTTY) return
    const width = 20
    const filled = Math.round((done / total) * width)
    process.stderr.write(`\r[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${label}`)
  }
  process.stderr.write(process.stderr.isTTY ? '' : `${label}\n`)
  progress(0, 1)
  rows.push(...(await bench.run(progress)))
  if (process.stderr.isTTY) process.stderr.write('\n')
}

await mkdir('bench-results', { recursive: true })
await writeFile('bench-results/latest.json', `${JSON.stringify(rows, null, 2)}\n`)
process.stdout.write(
  values.json
    ? `${JSON.stringify(rows)}\n`
    : `\n${formatTable(rows)}\n\nwritten: bench-results/latest.json\n`,
)
