import { processorObject } from './source-text.ts'

/**
 * The body of `createProcessor` for a look-ahead peak limiter. The gain each sample needs is held over the
 * look-ahead window (a sliding minimum), released exponentially, then averaged over the window: every value
 * averaged is at most the gain the delayed sample needs, so the output never exceeds the ceiling.
 */
export const LIMITER_BODY = `// A hair under the ceiling, so rounding the output to 32-bit floats cannot land above it.
const ceiling = 10 ** (p.ceilingDb / 20) * (1 - 2 ** -20)
// The look-ahead is the attack: the gain starts falling this many samples before a peak arrives.
const lookahead = Math.max(1, Math.round((p.attackMs * sampleRate) / 1000))
const releaseCoef = Math.exp(-1000 / (Math.max(p.releaseMs, 0.001) * sampleRate))
const window = lookahead + 1
const delayed = new Float64Array(window)
// A monotonic queue of (index, needed gain): its head is the smallest gain needed over the window.
const queueIndex = new Float64Array(window)
const queueGain = new Float64Array(window)
const held = new Float64Array(lookahead)
let head = 0
let size = 0
let n = 0
let released = 1
let sum = lookahead
function clear(): void {
  delayed.fill(0)
  held.fill(1)
  head = 0
  size = 0
  n = 0
  released = 1
  sum = lookahead
}
clear()
${processorObject(
  `const level = Math.abs(x)
const needed = level > ceiling ? ceiling / level : 1
while (size > 0 && queueGain[(head + size - 1) % window]! >= needed) size--
queueIndex[(head + size) % window] = n
queueGain[(head + size) % window] = needed
size++
if (queueIndex[head]! <= n - window) {
  head = (head + 1) % window
  size--
}
const minimum = queueGain[head]!
released = minimum < released ? minimum : minimum + releaseCoef * (released - minimum)
const slot = n % lookahead
sum += released - held[slot]!
held[slot] = released
// The running sum drifts by rounding; it can only be slightly off, and the held values bound it.
const gain = Math.min(sum / lookahead, 1)
delayed[n % window] = x
output[i] = delayed[(n + 1) % window]! * gain
n++`,
  'clear()',
)}`

/**
 * The body of `createProcessor` for a feed-forward compressor: a soft-knee static curve in dB, the gain
 * reduction smoothed by a decoupled peak detector (release) followed by a one-pole attack filter.
 */
export const COMPRESSOR_BODY = `const threshold = p.thresholdDb
const ratio = Math.max(1, p.ratio)
const knee = Math.max(0, p.kneeDb)
const makeup = 10 ** (p.makeupDb / 20)
const attackCoef = Math.exp(-1000 / (Math.max(p.attackMs, 0.001) * sampleRate))
const releaseCoef = Math.exp(-1000 / (Math.max(p.releaseMs, 0.001) * sampleRate))
const slope = 1 - 1 / ratio
/** How many dB the static curve takes off a level: none below the knee, a quadratic inside it. */
function reductionDb(levelDb: number): number {
  const over = levelDb - threshold
  if (2 * over <= -knee) return 0
  if (2 * over < knee) return (slope * (over + knee / 2) ** 2) / (2 * knee)
  return slope * over
}
let peak = 0
let smoothed = 0
${processorObject(
  `const level = Math.abs(x)
const target = level > 1e-12 ? reductionDb(20 * Math.log10(level)) : 0
// Rises at once with the reduction, falls with the release; the attack filter then smooths the rise.
peak = Math.max(target, releaseCoef * peak + (1 - releaseCoef) * target)
smoothed = attackCoef * smoothed + (1 - attackCoef) * peak
output[i] = x * 10 ** (-smoothed / 20) * makeup`,
  `peak = 0
smoothed = 0`,
)}`

/**
 * The body of `createProcessor` for a noise gate: a peak detector opens the gate at the threshold, a hold
 * keeps it open through the troughs of low notes, and the gain moves between 1 and the range floor with the
 * attack (opening) and release (closing) times.
 */
export const NOISE_GATE_BODY = `const threshold = 10 ** (p.thresholdDb / 20)
const floor = 10 ** (p.rangeDb / 20)
const attackCoef = Math.exp(-1000 / (Math.max(p.attackMs, 0.001) * sampleRate))
const releaseCoef = Math.exp(-1000 / (Math.max(p.releaseMs, 0.001) * sampleRate))
const holdSamples = Math.round((p.holdMs * sampleRate) / 1000)
// The detector decays in 10 ms: fast enough to close soon after the signal stops.
const detectorCoef = Math.exp(-1 / (0.01 * sampleRate))
let envelope = 0
let holdLeft = 0
let gain = floor
${processorObject(
  `envelope = Math.max(Math.abs(x), envelope * detectorCoef)
if (envelope >= threshold) holdLeft = holdSamples + 1
const open = holdLeft > 0
if (holdLeft > 0) holdLeft--
const target = open ? 1 : floor
gain = target + (target > gain ? attackCoef : releaseCoef) * (gain - target)
output[i] = x * gain`,
  `envelope = 0
holdLeft = 0
gain = floor`,
)}`
