/** One-line summaries of what the generated tests check, per kind. */
export const GAIN_SUMMARY = 'the output is exactly ±gain × input, at the defaults and at a second setting.'
export const DELAY_SUMMARY =
  'an impulse comes out at round(delayMs · fs / 1000) samples, unchanged; noise is shifted exactly.'
export const SOFT_CLIPPER_SUMMARY =
  'small signals get drive × output gain, loud ones never exceed the output level, the curve is odd and monotonic.'

/** Gain and polarity: exact multiplication. */
export const GAIN_CASES = `const settings: Array<[string, Record<string, number>]> = [
  ['defaults', DEFAULTS],
  ['second setting', ALTERNATE],
]
for (const [label, params] of settings) {
  cases.push(
    check(\`output is exactly ±gain × input (\${label})\`, () => {
      const v = { ...P, ...params }
      const gain = fromDb(v.gainDb!) * (v.invert! >= 0.5 ? -1 : 1)
      const input = noise(2000, 0.5)
      const output = run(make(params), input)
      let worst = 0
      for (let i = 0; i < input.length; i++) {
        const expected = gain * input[i]!
        // Exact up to rounding the product to a 32-bit float.
        worst = Math.max(worst, Math.abs(output[i]! - expected) / (Math.abs(expected) + 1e-30))
      }
      return [worst <= 1e-6, \`gain \${gain.toPrecision(6)}, largest relative error \${worst.toExponential(2)}\`]
    }),
  )
}`

/** Delay: whole-sample delay of an impulse and of noise. */
export const DELAY_CASES = `const settings: Array<[string, Record<string, number>]> = [
  ['defaults', DEFAULTS],
  ['second setting', ALTERNATE],
]
for (const [label, params] of settings) {
  const v = { ...P, ...params }
  const delay = Math.round((v.delayMs! * SAMPLE_RATE) / 1000)
  cases.push(
    check(\`an impulse comes out at round(delayMs · fs / 1000) = \${delay} samples (\${label})\`, () => {
      const output = run(make(params), impulse(delay + 256))
      let at = 0
      for (let i = 0; i < output.length; i++) if (Math.abs(output[i]!) > Math.abs(output[at]!)) at = i
      const elsewhere = Math.max(peak(output, 0, at), peak(output, at + 1))
      const ok = at === delay && output[at] === 1 && elsewhere === 0
      return [ok, \`impulse at \${at} with amplitude \${output[at]}, largest other sample \${elsewhere}\`]
    }),
  )
  cases.push(
    check(\`noise comes out shifted by \${delay} samples, unchanged (\${label})\`, () => {
      const input = noise(delay + 2000, 0.5)
      const output = run(make(params), input)
      let worst = 0
      for (let i = 0; i < input.length; i++) worst = Math.max(worst, Math.abs(output[i]! - (i >= delay ? input[i - delay]! : 0)))
      return [worst === 0, \`largest difference from the shifted input \${worst}\`]
    }),
  )
}`

/** Soft clipper: small-signal gain, output bound, odd symmetry, monotonic curve. */
export const SOFT_CLIPPER_CASES = `const smallGainDb = P.driveDb + P.outputDb
const ceiling = fromDb(P.outputDb)
cases.push(
  check(\`small signals get drive × output gain (\${smallGainDb.toFixed(2)} dB, ±0.01 dB)\`, () => {
    const input = sine(997, 1e-4, samples(20))
    const gain = gainAtPeak(input, run(make(), input), 0)
    return [Math.abs(gain - smallGainDb) <= 0.01, \`gain \${gain.toFixed(4)} dB\`]
  }),
)
cases.push(
  check('a sine 20 dB over full scale never exceeds the output level', () => {
    const largest = peak(run(make(), sine(997, 10, samples(50))))
    return [largest <= ceiling * (1 + 1e-6) && largest >= ceiling * 0.9, \`peak \${largest}, output level \${ceiling}\`]
  }),
)
cases.push(
  check('the curve is odd: -x gives -y', () => {
    const input = noise(2000, 2)
    const negated = input.map((x) => -x)
    const output = run(make(), input)
    const mirrored = run(make(), negated)
    let worst = 0
    for (let i = 0; i < input.length; i++) worst = Math.max(worst, Math.abs(output[i]! + mirrored[i]!))
    return [worst <= 1e-7, \`largest asymmetry \${worst}\`]
  }),
)
cases.push(
  check('the curve is monotonic: a rising ramp gives a non-falling output', () => {
    const span = 4 / fromDb(P.driveDb)
    const input = new Float32Array(4001).map((_, i) => -span + (2 * span * i) / 4000)
    const output = run(make(), input)
    let falls = 0
    for (let i = 1; i < output.length; i++) if (output[i]! < output[i - 1]! - 1e-7) falls++
    return [falls === 0, \`\${falls} falling steps\`]
  }),
)`
