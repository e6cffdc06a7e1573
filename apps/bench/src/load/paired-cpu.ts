// The server's CPU per dialog request, code A against code B, on a machine others load (issue 40). Two dialog
// server processes, one from each checkout, see the very same requests from one client, in rounds taken in
// turns (every other round B first), so both meet the same load; the figure is the median of the per-round
// ratios B / A. A fleet's latency and even its CPU per request read the machine's load, not the code; this
// ratio does not, as long as the load moves slower than a round.
// Run: node apps/bench/src/load/paired-cpu.ts --a /path/to/checkout-a --b /path/to/checkout-b
//        [--driver postgres|pglite] [--vehicles 200] [--lanes 4] [--rounds 10] [--requests 300] [--warm 1200]
//        [--b-node-options='--max-semi-space-size=32']
import { randomUUID } from 'node:crypto'
import { Agent, request } from 'node:http'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { createTestDatabase } from '@mindwire/store/testing'
import { standardCommands } from '../fixtures/cockpit-utterances.ts'
import { median } from '../measure.ts'
import { type DialogServer, startDialogServer } from './start-dialog-server.ts'

const { values: args } = parseArgs({
  options: {
    a: { type: 'string' },
    b: { type: 'string' },
    driver: { type: 'string', default: 'postgres' },
    vehicles: { type: 'string', default: '200' },
    lanes: { type: 'string', default: '4' },
    rounds: { type: 'string', default: '10' },
    requests: { type: 'string', default: '300' },
    warm: { type: 'string', default: '1200' },
    // Node's flags for B's server only (e.g. a V8 heap setting measured against the same code as A).
    'b-node-options': { type: 'string', default: '' },
  },
})
if (!args.a || !args.b) {
  process.stdout.write('usage: node apps/bench/src/load/paired-cpu.ts --a CHECKOUT --b CHECKOUT [options]\n')
  process.exit(2)
}

const vehicles = Number(args.vehicles)
const lanes = Number(args.lanes)
const utterances = standardCommands()
const sessions = Array.from({ length: vehicles }, () => randomUUID())

interface Side {
  name: string
  server: DialogServer
  agent: Agent
  // Where each lane is in its sequence of requests: both sides walk the same sequence.
  next: number[]
  drop(): Promise<void>
}

async function side(name: string, checkout: string, nodeOptions: readonly string[] = []): Promise<Side> {
  const db = args.driver === 'postgres' ? await createTestDatabase() : undefined
  const entry = join(resolve(checkout), 'apps/bench/src/load/dialog-server-process.ts')
  const server = await startDialogServer(
    { rateLimitPerMinute: 1_000_000, databaseUrl: db?.url, access: 'exclusive' },
    entry,
    nodeOptions,
  )
  const agent = new Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY })
  return { name, server, agent, next: Array(lanes).fill(0), drop: async () => db?.drop() }
}

/** One lane's requests: vehicles lane, lane + lanes, … in turn, each saying the next utterance. */
async function lane(target: Side, index: number, count: number): Promise<number> {
  let errors = 0
  for (let i = 0; i < count; i++) {
    const step = target.next[index]!++
    const vehicle = (index + step * lanes) % vehicles
    const text = utterances[(step + index) % utterances.length]!
    const body = JSON.stringify({ sessionId: sessions[vehicle], vehicleId: `ab-${vehicle}`, text })
    const status = await post(target, body)
    if (status !== 200) errors++
  }
  return errors
}

function post(target: Side, body: string): Promise<number> {
  return new Promise((done, fail) => {
    const sent = request(
      `${target.server.url}/api/v1/dialog`,
      {
        method: 'POST',
        agent: target.agent,
        headers: {
          authorization: `Bearer ${target.server.key}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (response) => {
        response.resume()
        response.on('end', () => done(response.statusCode ?? 0))
        response.on('error', fail)
      },
    )
    sent.on('error', fail)
    sent.end(body)
  })
}

/** Sends `requests` requests over the lanes and returns the server's CPU milliseconds per request. */
async function round(target: Side, requests: number): Promise<number> {
  const before = await target.server.stats()
  const perLane = Math.ceil(requests / lanes)
  const errors = (
    await Promise.all(Array.from({ length: lanes }, (_, i) => lane(target, i, perLane)))
  ).reduce((sum, e) => sum + e, 0)
  if (errors) throw new Error(`${target.name}: ${errors} requests failed`)
  const after = await target.server.stats()
  return (after.cpuMs - before.cpuMs) / (perLane * lanes)
}

const a = await side('A', args.a)
const b = await side('B', args.b, args['b-node-options'].split(/\s+/).filter(Boolean))
try {
  await round(a, Number(args.warm))
  await round(b, Number(args.warm))
  const ratios: number[] = []
  const cpuA: number[] = []
  const cpuB: number[] = []
  for (let r = 0; r < Number(args.rounds); r++) {
    const order = r % 2 ? [b, a] : [a, b]
    const cpu = new Map<Side, number>()
    for (const target of order) cpu.set(target, await round(target, Number(args.requests)))
    cpuA.push(cpu.get(a)!)
    cpuB.push(cpu.get(b)!)
    ratios.push(cpu.get(b)! / cpu.get(a)!)
    process.stdout.write(`round ${r + 1}: A ${cpu.get(a)!.toFixed(3)} ms, B ${cpu.get(b)!.toFixed(3)} ms\n`)
  }
  const f = (v: number) => v.toFixed(3)
  process.stdout.write(
    `${args.driver}: A median ${f(median(cpuA))} (min ${f(Math.min(...cpuA))}) ms, ` +
      `B median ${f(median(cpuB))} (min ${f(Math.min(...cpuB))}) ms a request; ` +
      `B/A median ${f(median(ratios))}\n`,
  )
} finally {
  for (const s of [a, b]) {
    await s.server.close()
    s.agent.destroy()
    await s.drop()
  }
}
