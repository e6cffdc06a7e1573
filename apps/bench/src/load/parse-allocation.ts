// What one offline parse allocates (issue 40): the fleet's own utterances parsed in a loop under V8's
// sampling heap profiler, every object counted whether collected or not. Bytes are a steady figure on a
// loaded machine where CPU time is not. Run: node apps/bench/src/load/parse-allocation.ts [--passes 20]
import { Session } from 'node:inspector/promises'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { parseUtterance } from '@mindwire/cockpit'
import { standardCommands } from '../fixtures/cockpit-utterances.ts'

const { values: args } = parseArgs({
  options: { passes: { type: 'string', default: '20' }, top: { type: 'string', default: '30' } },
})

interface ProfileNode {
  callFrame: { functionName: string; url: string; lineNumber: number }
  selfSize: number
  children: ProfileNode[]
}

const root = fileURLToPath(new URL('../../../../', import.meta.url))
const texts = standardCommands()
for (let i = 0; i < 3; i++) for (const text of texts) parseUtterance(text)
const session = new Session()
session.connect()
await session.post('HeapProfiler.enable')
await session.post('HeapProfiler.startSampling', {
  samplingInterval: 512,
  includeObjectsCollectedByMajorGC: true,
  includeObjectsCollectedByMinorGC: true,
})
const passes = Number(args.passes)
for (let i = 0; i < passes; i++) for (const text of texts) parseUtterance(text)
const { profile } = (await session.post('HeapProfiler.stopSampling')) as { profile: { head: ProfileNode } }
session.disconnect()

const parses = passes * texts.length
let total = 0
const self = new Map<string, number>()
const inclusive = new Map<string, number>()
const walk = (node: ProfileNode, stack: ReadonlySet<string>) => {
  const { functionName, url, lineNumber } = node.callFrame
  const ours = url.startsWith(`file://${root}`) && !url.includes('/node_modules/')
  const name = ours
    ? `${functionName || '(anonymous)'} ${url.slice(`file://${root}`.length)}:${lineNumber + 1}`
    : ''
  const here = ours && !stack.has(name) ? new Set([...stack, name]) : stack
  total += node.selfSize
  const owner = name || [...stack].at(-1) || '(outside)'
  self.set(owner, (self.get(owner) ?? 0) + node.selfSize)
  for (const frame of here) inclusive.set(frame, (inclusive.get(frame) ?? 0) + node.selfSize)
  for (const child of node.children) walk(child, here)
}
walk(profile.head, new Set())
const natives = new Map<string, number>()
const walkNative = (node: ProfileNode, parent: string) => {
  const key = node.callFrame.url ? '' : `${node.callFrame.functionName} <- ${parent}`
  if (key) natives.set(key, (natives.get(key) ?? 0) + node.selfSize)
  for (const child of node.children)
    walkNative(
      child,
      node.callFrame.url ? `${node.callFrame.functionName}:${node.callFrame.lineNumber + 1}` : parent,
    )
}
walkNative(profile.head, '')
const b = (bytes: number) => (bytes / parses).toFixed(0).padStart(7)
process.stdout.write(`${parses} parses of ${texts.length} utterances: ${b(total).trim()} bytes a parse\n`)
process.stdout.write('self (with natives they call):\n')
for (const [name, bytes] of [...self].sort((x, y) => y[1] - x[1]).slice(0, Number(args.top)))
  process.stdout.write(`${b(bytes)} B ${((100 * bytes) / total).toFixed(1).padStart(5)} %  ${name}\n`)
process.stdout.write('inclusive:\n')
for (const [name, bytes] of [...inclusive].sort((x, y) => y[1] - x[1]).slice(0, Number(args.top)))
  process.stdout.write(`${b(bytes)} B ${((100 * bytes) / total).toFixed(1).padStart(5)} %  ${name}\n`)
process.stdout.write('natives:\n')
for (const [name, bytes] of [...natives].sort((x, y) => y[1] - x[1]).slice(0, Number(args.top)))
  process.stdout.write(`${b(bytes)} B ${((100 * bytes) / total).toFixed(1).padStart(5)} %  ${name}\n`)
