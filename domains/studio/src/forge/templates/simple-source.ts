import { processorObject } from './source-text.ts'

/** The body of `createProcessor` for gain with polarity: one multiplier, negative when inverted. */
export const GAIN_BODY = `// invert is a switch: 1 (or anything from 0.5) flips the polarity.
const gain = 10 ** (p.gainDb / 20) * (p.invert >= 0.5 ? -1 : 1)
${processorObject('output[i] = x * gain', '')}`

/** The body of `createProcessor` for a delay line: a ring buffer one sample longer than the delay. */
export const DELAY_BODY = `// Whole samples: time alignment wants the delay it asked for, not an interpolated one.
const delaySamples = Math.max(0, Math.round((p.delayMs * sampleRate) / 1000))
const buffer = new Float32Array(delaySamples + 1)
let write = 0
${processorObject(
  `buffer[write] = x
write = (write + 1) % buffer.length
// After the write the next slot holds the oldest sample: delaySamples ago.
output[i] = buffer[write]!`,
  `buffer.fill(0)
write = 0`,
)}`

/**
 * The body of `createProcessor` for a soft clipper: tanh, or a cubic that reaches 1 with zero slope at
 * 1.5; both have slope 1 at 0, so small signals get exactly drive × output gain.
 */
export const SOFT_CLIPPER_BODY = `const drive = 10 ** (p.driveDb / 20)
const outputGain = 10 ** (p.outputDb / 20)
const cubic = p.curve >= 0.5
function shape(u: number): number {
  if (!cubic) return Math.tanh(u)
  if (u >= 1.5) return 1
  if (u <= -1.5) return -1
  return u - (4 / 27) * u * u * u
}
${processorObject('output[i] = outputGain * shape(drive * x)', '')}`
