import type { ModuleKind } from '../module-kinds.ts'

/**
 * The analog prototype of each RBJ filter as s-polynomials [s², s, 1] of numerator and denominator, with
 * `v` the parameter values in scope. The cookbook's biquads are these under the bilinear transform
 * prewarped at f0, which makes |H| at f a closed form independent of the module's coefficient code.
 */
const PROTOTYPES: Partial<Record<ModuleKind, string>> = {
  lowPass: `return [[0, 0, 1], [1, 1 / v.q, 1]]`,
  highPass: `return [[1, 0, 0], [1, 1 / v.q, 1]]`,
  notch: `return [[1, 0, 1], [1, 1 / v.q, 1]]`,
  peaking: `const A = 10 ** (v.gainDb / 40)
return [[1, A / v.q, 1], [1, 1 / (A * v.q), 1]]`,
  lowShelf: `const A = 10 ** (v.gainDb / 40)
const k = Math.sqrt(A) * Math.sqrt((A + 1 / A) * (1 / v.slope - 1) + 2)
return [[A, A * k, A * A], [A, k, 1]]`,
  highShelf: `const A = 10 ** (v.gainDb / 40)
const k = Math.sqrt(A) * Math.sqrt((A + 1 / A) * (1 / v.slope - 1) + 2)
return [[A * A, A * k, A], [1, k, A]]`,
}

/** One-line summary of what a filter's generated test checks. */
export const FILTER_SUMMARY =
  'the impulse response’s DFT magnitude at f0 and a decade below and above matches the closed-form RBJ magnitude within 0.1 dB, at the defaults and at a second setting.'

/** Cases for a filter kind: impulse-response magnitude against the cookbook's closed form. */
export function filterTestCases(kind: ModuleKind): string {
  const prototype = PROTOTYPES[kind]
  if (!prototype) throw new Error(`${kind} is not a filter kind`)
  return `type Polynomial = [number, number, number]

/** The analog prototype of the cookbook filter for these values: numerator and denominator in s. */
function prototype(v: typeof P): [Polynomial, Polynomial] {
  ${prototype.split('\n').join('\n  ')}
}

/** The closed-form magnitude in dB at f Hz: the prototype at Ω = tan(πf/fs) / tan(πf0/fs). */
function expectedDb(v: typeof P, f: number): number {
  const [numerator, denominator] = prototype(v)
  const w = Math.tan((Math.PI * f) / SAMPLE_RATE) / Math.tan((Math.PI * v.fc) / SAMPLE_RATE)
  const magnitude = (c: Polynomial) => Math.hypot(c[2] - c[0] * w * w, c[1] * w)
  return dB(magnitude(numerator) / magnitude(denominator))
}

/** The impulse response, long enough that its tail has decayed below 1e-9 of its peak. */
function impulseResponse(params: Record<string, number>): Float32Array {
  for (let length = 4096; ; length *= 2) {
    const response = run(make(params), impulse(length))
    if (peak(response, length - (length >> 3)) <= 1e-9 * peak(response) || length >= 1 << 20) return response
  }
}

/** The DFT magnitude of a response at f Hz, in dB. */
function measuredDb(response: Float32Array, f: number): number {
  const w = (2 * Math.PI * f) / SAMPLE_RATE
  let re = 0
  let im = 0
  for (let n = 0; n < response.length; n++) {
    re += response[n]! * Math.cos(w * n)
    im -= response[n]! * Math.sin(w * n)
  }
  return dB(Math.hypot(re, im))
}

const settings: Array<[string, Record<string, number>]> = [
  ['defaults', DEFAULTS],
  ['second setting', ALTERNATE],
]
for (const [label, params] of settings) {
  const v = { ...P, ...params }
  const f0 = Math.min(v.fc, 0.499 * SAMPLE_RATE)
  const frequencies: Array<[string, number]> = [
    ['f0', f0],
    ['a decade below f0', Math.max(f0 / 10, 1)],
  ]
  if (Math.min(f0 * 10, 0.45 * SAMPLE_RATE) > f0 * 1.05)
    frequencies.push(['a decade above f0 (or 0.45 fs)', Math.min(f0 * 10, 0.45 * SAMPLE_RATE)])
  let response: Float32Array | undefined
  for (const [where, f] of frequencies) {
    cases.push(
      check(\`magnitude at \${where} matches the RBJ closed form within 0.1 dB (\${label})\`, () => {
        response ??= impulseResponse(params)
        const expected = expectedDb(v, f)
        const measured = measuredDb(response, f)
        // A null (the notch at f0) has no finite dB value: deep enough is right.
        const ok = expected < -60 ? measured < -60 : Math.abs(measured - expected) <= 0.1
        return [ok, \`\${f.toFixed(2)} Hz: measured \${measured.toFixed(3)} dB, expected \${expected.toFixed(3)} dB\`]
      }),
    )
  }
}`
}
