import type { ModuleKind } from '../module-kinds.ts'
import { processorObject } from './source-text.ts'

/** RBJ cookbook coefficients per filter kind, before normalising by a0; `cosW0`, `sinW0` and `p` are in scope. */
const COEFFICIENTS: Partial<Record<ModuleKind, string>> = {
  lowPass: `const alpha = sinW0 / (2 * p.q)
const b0 = (1 - cosW0) / 2
const b1 = 1 - cosW0
const b2 = (1 - cosW0) / 2
const a0 = 1 + alpha
const a1 = -2 * cosW0
const a2 = 1 - alpha`,
  highPass: `const alpha = sinW0 / (2 * p.q)
const b0 = (1 + cosW0) / 2
const b1 = -(1 + cosW0)
const b2 = (1 + cosW0) / 2
const a0 = 1 + alpha
const a1 = -2 * cosW0
const a2 = 1 - alpha`,
  notch: `const alpha = sinW0 / (2 * p.q)
const b0 = 1
const b1 = -2 * cosW0
const b2 = 1
const a0 = 1 + alpha
const a1 = -2 * cosW0
const a2 = 1 - alpha`,
  peaking: `const A = 10 ** (p.gainDb / 40)
const alpha = sinW0 / (2 * p.q)
const b0 = 1 + alpha * A
const b1 = -2 * cosW0
const b2 = 1 - alpha * A
const a0 = 1 + alpha / A
const a1 = -2 * cosW0
const a2 = 1 - alpha / A`,
  lowShelf: `const A = 10 ** (p.gainDb / 40)
// The cookbook's shelf slope S: 1 is the steepest slope without a bump.
const alpha = (sinW0 / 2) * Math.sqrt((A + 1 / A) * (1 / p.slope - 1) + 2)
const twoSqrtAAlpha = 2 * Math.sqrt(A) * alpha
const b0 = A * (A + 1 - (A - 1) * cosW0 + twoSqrtAAlpha)
const b1 = 2 * A * (A - 1 - (A + 1) * cosW0)
const b2 = A * (A + 1 - (A - 1) * cosW0 - twoSqrtAAlpha)
const a0 = A + 1 + (A - 1) * cosW0 + twoSqrtAAlpha
const a1 = -2 * (A - 1 + (A + 1) * cosW0)
const a2 = A + 1 + (A - 1) * cosW0 - twoSqrtAAlpha`,
  highShelf: `const A = 10 ** (p.gainDb / 40)
// The cookbook's shelf slope S: 1 is the steepest slope without a bump.
const alpha = (sinW0 / 2) * Math.sqrt((A + 1 / A) * (1 / p.slope - 1) + 2)
const twoSqrtAAlpha = 2 * Math.sqrt(A) * alpha
const b0 = A * (A + 1 + (A - 1) * cosW0 + twoSqrtAAlpha)
const b1 = -2 * A * (A - 1 + (A + 1) * cosW0)
const b2 = A * (A + 1 + (A - 1) * cosW0 - twoSqrtAAlpha)
const a0 = A + 1 - (A - 1) * cosW0 + twoSqrtAAlpha
const a1 = 2 * (A - 1 - (A + 1) * cosW0)
const a2 = A + 1 - (A - 1) * cosW0 - twoSqrtAAlpha`,
}

/** The body of `createProcessor` for a filter kind: RBJ coefficients, then a transposed direct form II biquad. */
export function biquadBody(kind: ModuleKind): string {
  const coefficients = COEFFICIENTS[kind]
  if (!coefficients) throw new Error(`${kind} is not a filter kind`)
  return `// A frequency at or above Nyquist has no digital equivalent; keep the centre just below it.
const fc = Math.min(p.fc, 0.499 * sampleRate)
const w0 = (2 * Math.PI * fc) / sampleRate
const cosW0 = Math.cos(w0)
const sinW0 = Math.sin(w0)
${coefficients}
// Normalised so that a0 = 1.
const nb0 = b0 / a0
const nb1 = b1 / a0
const nb2 = b2 / a0
const na1 = a1 / a0
const na2 = a2 / a0
// Transposed direct form II keeps two state values and behaves well in floating point.
let z1 = 0
let z2 = 0
${processorObject(
  `const y = nb0 * x + z1
z1 = nb1 * x - na1 * y + z2
z2 = nb2 * x - na2 * y
output[i] = y`,
  `z1 = 0
z2 = 0`,
)}`
}
