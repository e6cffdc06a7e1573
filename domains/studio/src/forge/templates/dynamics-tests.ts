/** One-line summaries of what the generated tests check, per kind. */
export const LIMITER_SUMMARY =
  'a sine 6 dB over the ceiling never exceeds it after the attack, a quiet sine passes unchanged (after the look-ahead), and the gain recovers after the release.'
export const COMPRESSOR_SUMMARY =
  'the steady-state gain of a sine matches the static curve (threshold, ratio, knee, makeup) within 0.5 dB above the threshold and inside the knee; below it the gain is the makeup.'
export const NOISE_GATE_SUMMARY =
  'a sine below the threshold is attenuated by the range, one above it passes, and the gate closes again after the signal falls.'

/** Limiter: the ceiling holds, quiet signals pass, the gain releases. */
export const LIMITER_CASES = `const ceiling = fromDb(P.ceilingDb)
const quiet = ceiling * fromDb(-12)
/** The latency the limiter adds (its look-ahead), from where a quiet impulse comes out. */
function latency(): number {
  const output = run(make(), impulse(samples(P.attackMs + 50), quiet))
  let at = 0
  for (let i = 0; i < output.length; i++) if (Math.abs(output[i]!) > Math.abs(output[at]!)) at = i
  return at
}
cases.push(
  check('a quiet impulse passes unchanged', () => {
    const at = latency()
    const output = run(make(), impulse(samples(P.attackMs + 50), quiet))
    const ok = Math.abs(output[at]! - quiet) <= 1e-6 * quiet && peak(output, at + 1) <= 1e-6 * quiet
    return [ok, \`impulse of \${quiet} came out as \${output[at]} after \${at} samples\`]
  }),
)
cases.push(
  check('a sine 6 dB over the ceiling never exceeds the ceiling after the attack', () => {
    const output = run(make(), sine(997, ceiling * 2, samples(300)))
    const after = samples(P.attackMs) + 1
    const largest = peak(output, after)
    // Limiting, not muting: the steady output still reaches within 1 dB of the ceiling.
    const steady = peak(output, output.length - samples(50))
    const ok = largest <= ceiling * (1 + 1e-9) && steady >= ceiling * fromDb(-1)
    return [ok, \`peak after \${after} samples \${largest}, steady peak \${steady}, ceiling \${ceiling}\`]
  }),
)
cases.push(
  check('a quiet sine (12 dB under the ceiling) passes unchanged', () => {
    const at = latency()
    const input = sine(997, quiet, samples(200))
    const output = run(make(), input)
    let worst = 0
    for (let i = at; i < input.length; i++) worst = Math.max(worst, Math.abs(output[i]! - input[i - at]!))
    return [worst <= 1e-5 * quiet, \`largest difference from the input \${worst} (latency \${at})\`]
  }),
)
cases.push(
  check('the gain recovers within six release times after a loud burst', () => {
    const burst = samples(50)
    const tail = samples(6 * P.releaseMs + P.attackMs + 40)
    const input = new Float32Array(burst + tail)
    input.set(sine(997, ceiling * 4, burst))
    input.set(sine(997, quiet, tail), burst)
    const output = run(make(), input)
    const window = samples(20)
    const level = dB(peak(output, input.length - window) / peak(input, input.length - window))
    return [level >= -0.1 && level <= 0.01, \`gain at the end \${level.toFixed(3)} dB\`]
  }),
)`

/** Compressor: steady-state gains on the static curve. */
export const COMPRESSOR_CASES = `/** The static curve's gain in dB at an input level, makeup included (output level minus input level). */
function curveGainDb(levelDb: number): number {
  const halfKnee = P.kneeDb / 2
  let outputDb: number
  if (levelDb <= P.thresholdDb - halfKnee) outputDb = levelDb
  else if (levelDb >= P.thresholdDb + halfKnee) outputDb = P.thresholdDb + (levelDb - P.thresholdDb) / P.ratio
  else outputDb = levelDb + ((1 / P.ratio - 1) * (levelDb - P.thresholdDb + halfKnee) ** 2) / (2 * P.kneeDb)
  return outputDb - levelDb + P.makeupDb
}
/** The steady-state gain for a sine with its peak at levelDb. */
function steadyGainDb(levelDb: number): number {
  const settle = samples(10 * P.attackMs + 30)
  const input = sine(750, fromDb(levelDb), settle + samples(10))
  return gainAtPeak(input, run(make(), input), settle)
}
const levels: Array<[string, number, number]> = [
  ['12 dB above the knee', P.thresholdDb + P.kneeDb / 2 + 12, 0.5],
  ['below the knee (makeup only)', P.thresholdDb - P.kneeDb / 2 - 10, 0.05],
]
if (P.kneeDb > 0) levels.push(['inside the knee', P.thresholdDb + P.kneeDb / 4, 0.5])
for (const [where, levelDb, tolerance] of levels) {
  cases.push(
    check(\`steady-state gain \${where} matches the static curve within \${tolerance} dB\`, () => {
      const measured = steadyGainDb(levelDb)
      const expected = curveGainDb(levelDb)
      const ok = Math.abs(measured - expected) <= tolerance
      return [ok, \`sine at \${levelDb.toFixed(1)} dBFS: gain \${measured.toFixed(3)} dB, curve \${expected.toFixed(3)} dB\`]
    }),
  )
}`

/** Noise gate: range below the threshold, unity above, closing after the signal falls. */
export const NOISE_GATE_CASES = `const settle = samples(10 * P.attackMs + P.holdMs + 30)
// Closing from 1 to the floor is exponential: this many release times bring it within 0.5 dB of the floor.
const releaseTimes = Math.max(8, Math.log(20 / fromDb(P.rangeDb)))
cases.push(
  check(\`a sine 10 dB below the threshold is attenuated by the range (\${P.rangeDb} dB, ±0.5 dB)\`, () => {
    const input = sine(997, fromDb(P.thresholdDb - 10), settle + samples(releaseTimes * P.releaseMs + 20))
    const gain = gainAtPeak(input, run(make(), input), input.length - samples(20))
    return [Math.abs(gain - P.rangeDb) <= 0.5, \`gain \${gain.toFixed(3)} dB\`]
  }),
)
cases.push(
  check('a sine 10 dB above the threshold passes (±0.1 dB)', () => {
    const input = sine(997, fromDb(P.thresholdDb + 10), settle + samples(20))
    const gain = gainAtPeak(input, run(make(), input), settle)
    return [Math.abs(gain) <= 0.1, \`gain \${gain.toFixed(3)} dB\`]
  }),
)
cases.push(
  check('the gate closes to the range after the signal falls below the threshold', () => {
    const loud = settle + samples(20)
    const tail = samples(P.holdMs + releaseTimes * P.releaseMs + 100)
    const input = new Float32Array(loud + tail)
    input.set(sine(997, fromDb(P.thresholdDb + 10), loud))
    input.set(sine(997, fromDb(P.thresholdDb - 10), tail), loud)
    const gain = gainAtPeak(input, run(make(), input), input.length - samples(20))
    return [Math.abs(gain - P.rangeDb) <= 0.5, \`gain at the end \${gain.toFixed(3)} dB\`]
  }),
)`
