import type { ResolvedModuleDef } from '../module-def.ts'
import { commentText, effectiveParams, indent, record } from './source-text.ts'

/** Each exposed parameter moved from its default towards its minimum (geometric for frequencies). */
export function alternateParams(def: ResolvedModuleDef): Record<string, number> {
  const values: Record<string, number> = {}
  for (const param of def.params) {
    const toward = param.default > param.min ? param.min : param.max
    values[param.key] =
      param.unit === 'Hz' && toward > 0 && param.default > 0
        ? Math.sqrt(param.default * toward)
        : (param.default + toward) / 2
  }
  return values
}

/** Helpers every generated test shares: signals, measurements and a case wrapper that turns throws into failures. */
const HELPERS = `const dB = (ratio: number): number => 20 * Math.log10(ratio)
const fromDb = (db: number): number => 10 ** (db / 20)
const samples = (ms: number): number => Math.round((ms * SAMPLE_RATE) / 1000)

/** A sine at \`frequency\` Hz with peak \`amplitude\`, \`length\` samples long. */
function sine(frequency: number, amplitude: number, length: number): Float32Array {
  const signal = new Float32Array(length)
  for (let i = 0; i < length; i++) signal[i] = amplitude * Math.sin((2 * Math.PI * frequency * i) / SAMPLE_RATE)
  return signal
}

/** Noise in [-amplitude, amplitude] from a fixed seed, the same on every run. */
function noise(length: number, amplitude: number): Float32Array {
  const signal = new Float32Array(length)
  let seed = 0x2545f491
  for (let i = 0; i < length; i++) {
    seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0
    signal[i] = amplitude * (seed / 2 ** 31 - 1)
  }
  return signal
}

/** A unit impulse (or one of \`amplitude\`) at sample 0. */
function impulse(length: number, amplitude = 1): Float32Array {
  const signal = new Float32Array(length)
  signal[0] = amplitude
  return signal
}

/** The largest magnitude in [from, to). */
function peak(signal: Float32Array, from = 0, to = signal.length): number {
  let largest = 0
  for (let i = Math.max(0, from); i < Math.min(to, signal.length); i++) largest = Math.max(largest, Math.abs(signal[i]!))
  return largest
}

/** The largest difference between two signals of the same length. */
function maxDifference(a: Float32Array, b: Float32Array): number {
  let largest = a.length === b.length ? 0 : Number.POSITIVE_INFINITY
  for (let i = 0; i < Math.min(a.length, b.length); i++) largest = Math.max(largest, Math.abs(a[i]! - b[i]!))
  return largest
}

/** Gain in dB at the input's largest sample in [from, to): for a sine, the steady-state gain. */
function gainAtPeak(input: Float32Array, output: Float32Array, from: number, to = input.length): number {
  let at = from
  for (let i = from; i < to; i++) if (Math.abs(input[i]!) > Math.abs(input[at]!)) at = i
  return dB(Math.abs(output[at]!) / Math.abs(input[at]!))
}

/** Runs a block on a copy (the module must not change the test's signal) and checks the block that comes back. */
function run(processor: Processor, input: Float32Array): Float32Array {
  const output = processor.process(Float32Array.from(input))
  if (!output || output.length !== input.length)
    throw new Error(\`process returned \${output?.length} samples for \${input.length}\`)
  const copy = Float32Array.from(output)
  for (let i = 0; i < copy.length; i++) if (!Number.isFinite(copy[i]!)) throw new Error(\`sample \${i} is \${copy[i]}\`)
  return copy
}

/** One case: \`body\` says whether it passed and why; a throw fails the case with the error. */
function check(name: string, body: () => [boolean, string]): TestCase {
  try {
    const [ok, detail] = body()
    return { name, ok: ok === true, detail: String(detail) }
  } catch (error) {
    return { name, ok: false, detail: \`threw: \${error instanceof Error ? error.message : String(error)}\` }
  }
}`

/** Cases every kind passes: block shape, reset and block-size independence. */
const COMMON_CASES = `cases.push(
  check('process returns one finite sample per input sample', () => {
    const output = run(make(), noise(1000, 0.5))
    return [true, \`\${output.length} finite samples\`]
  }),
)
cases.push(
  check('reset() clears the state: the same input gives the same output', () => {
    const processor = make()
    const input = noise(4000, 0.5)
    const first = run(processor, input)
    processor.reset()
    const difference = maxDifference(first, run(processor, input))
    return [difference <= 1e-9, \`largest difference after reset \${difference}\`]
  }),
)
cases.push(
  check('splitting the input into blocks gives the same output', () => {
    const input = noise(4000, 0.5)
    const whole = run(make(), input)
    const processor = make()
    const parts = [input.subarray(0, 37), input.subarray(37, 165), input.subarray(165)].map((part) => run(processor, part))
    const joined = new Float32Array(input.length)
    let offset = 0
    for (const part of parts) {
      joined.set(part, offset)
      offset += part.length
    }
    const difference = maxDifference(whole, joined)
    return [difference <= 1e-6, \`largest difference between one block and three \${difference}\`]
  }),
)`

/** A complete generated test file around the kind's cases. */
export function testFile(def: ResolvedModuleDef, summary: string, kindCases: string): string {
  const defaults = Object.fromEntries(def.params.map((param) => [param.key, param.default]))
  return `/**
 * Behaviour tests for the module definition "${commentText(def.name)}" (kind ${def.kind}, ${def.sampleRate} Hz):
 * ${commentText(summary)}
 * Generated by the XiForge offline generator. No test framework: runTests(createProcessor) returns one
 * { name, ok, detail } per case; a case that throws fails with the error as its detail.
 */

/** What a generated module's createProcessor returns. */
export interface Processor {
  process(input: Float32Array): Float32Array
  reset(): void
}

export type CreateProcessor = (params: Record<string, number>, sampleRate: number) => Processor

/** One case's outcome. */
export interface TestCase {
  name: string
  ok: boolean
  detail: string
}

const SAMPLE_RATE = ${def.sampleRate}
/** The exposed parameters at their defaults: what the tests pass to createProcessor. */
const DEFAULTS: Record<string, number> = ${record(defaults)}
/** Every parameter the module works with: the exposed ones at their defaults, the fixed ones at their values. */
const P = ${record(effectiveParams(def))}
/** A second setting: each exposed parameter moved from its default towards its minimum. */
const ALTERNATE: Record<string, number> = ${record(alternateParams(def))}

${HELPERS}

/** Runs every case against a module's createProcessor. */
export function runTests(createProcessor: CreateProcessor): TestCase[] {
  const make = (params: Record<string, number> = DEFAULTS): Processor => createProcessor({ ...params }, SAMPLE_RATE)
  const cases: TestCase[] = []
${indent(COMMON_CASES, 2)}
${indent(kindCases, 2)}
  return cases
}
`
}
