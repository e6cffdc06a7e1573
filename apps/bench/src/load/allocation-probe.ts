// What the dialog request path allocates (issue 20): the cockpit server in this process, a fleet of vehicles
// from a second process (the bench's own load client), V8's sampling heap profiler counting what every
// request allocated, collected or not. Allocation is a steady figure where latency on a shared machine is
// not, and on the fleet's request path it is what keeps the caches cold and the collector busy.
// Run: node apps/bench/src/load/allocation-probe.ts [--driver pglite|postgres] [--vehicles 1000] [--seconds 10]
import { writeFile } from 'node:fs/promises'
import { Session } from 'node:inspector/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { startCockpitServer } from '@mindwire/cockpit/testing'
import { createTestDatabase } from '@mindwire/store/testing'
import { standardCommands } from '../fixtures/cockpit-utterances.ts'
import { runDialogFleet } from './run-dialog-fleet.ts'

const { values: args } = parseArgs({
  options: {
    driver: { type: 'string', default: 'pglite' },
    vehicles: { type: 'string', default: '1000' },
    seconds: { type: 'string', default: '10' },
    top: { type: 'string', default: '25' },
    help: { type: 'boolean', short: 'h' },
  },
})
if (args.help) {
  process.stdout.write(
    'usage: node apps/bench/src/load/allocation-probe.ts [--driver pglite|postgres] [--vehicles N] [--seconds S] [--top K]\n' +
      'Bytes allocated per dialog request under a fleet (each vehicle about every 2 s, after a 5 s warm-up of\n' +
      'other vehicles), and the functions that allocate most, counting all they call (our code only).\n',
  )
  process.exit(0)
}

interface ProfileNode {
  callFrame: { functionName: string; url: string; lineNumber: number }
  selfSize: number
  children: ProfileNode[]
}

const root = fileURLToPath(new URL('../../../../', import.meta.url))
const utterances = join(tmpdir(), `allocation-probe-${process.pid}.json`)
await writeFile(utterances, JSON.stringify(standardCommands()))
const db = args.driver === 'postgres' ? await createTestDatabase() : undefined
const server = await startCockpitServer({
  rateLimitPerMinute: 1_000_000,
  databaseUrl: db?.url,
  access: 'exclusive',
})
const fleet = (vehicles: number, seconds: number, idPrefix: string) =>
  runDialogFleet({ url: server.url, key: server.key, utterances, vehicles, seconds, thinkMs: 2000, idPrefix })

try {
  await fleet(50, 5, 'warm')
  const session = new Session()
  session.connect()
  await session.post('HeapProfiler.enable')
  await session.post('HeapProfiler.startSampling', {
    samplingInterval: 4096,
    includeObjectsCollectedByMajorGC: true,
    includeObjectsCollectedByMinorGC: true,
  })
  const load = await fleet(Number(args.vehicles), Number(args.seconds), 'load')
  const { profile } = (await session.post('HeapProfiler.stopSampling')) as { profile: { head: ProfileNode } }
  session.disconnect()
  report(profile.head, load.requests, load.errors)
} finally {
  await server.close()
  await db?.drop()
}

/** Prints bytes per request, and per function of ours what it and everything it called allocated. */
function report(head: ProfileNode, requests: number, errors: number): void {
  let total = 0
  const inclusive = new Map<string, number>()
  // Self: what a function of ours allocated itself or through library and native code it called.
  const self = new Map<string, number>()
  const walk = (node: ProfileNode, stack: ReadonlySet<string>) => {
    const { functionName, url, lineNumber } = node.callFrame
    const ours = url.startsWith(`file://${root}`) && !url.includes('/node_modules/')
    const name = ours
      ? `${functionName || '(anonymous)'} ${url.slice(`file://${root}`.length)}:${lineNumber + 1}`
      : ''
    const here = ours && !stack.has(name) ? new Set([...stack, name]) : stack
    total += node.selfSize
    const owner = name || [...stack].at(-1) || '(not ours)'
    self.set(owner, (self.get(owner) ?? 0) + node.selfSize)
    for (const frame of here) inclusive.set(frame, (inclusive.get(frame) ?? 0) + node.selfSize)
    for (const child of node.children) walk(child, here)
  }
  walk(head, new Set())
  const kb = (bytes: number) => (bytes / requests / 1024).toFixed(1).padStart(6)
  process.stdout.write(
    `${args.driver}, ${args.vehicles} vehicles, ${args.seconds} s: ${requests} requests (${errors} errors), ` +
      `${kb(total).trim()} KiB allocated a request\n`,
  )
  for (const [title, table] of [
    ['inclusive', inclusive],
    ['self (with the library and native code it called)', self],
  ] as const) {
    process.stdout.write(`${title}:\n`)
    const top = [...table].sort((a, b) => b[1] - a[1]).slice(0, Number(args.top))
    for (const [name, bytes] of top)
      process.stdout.write(`${kb(bytes)} KiB ${((100 * bytes) / total).toFixed(1).padStart(5)} %  ${name}\n`)
  }
}
