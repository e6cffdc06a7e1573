/**
 * Time-varying two-pole resonators, the building block of the formant synthesiser and the filtered noise
 * in consonants and drums. Coefficients are recomputed per sample so formants can glide.
 */
export class Resonator {
  private y1 = 0
  private y2 = 0

  /** One sample through a resonance at `frequency` Hz with bandwidth `bandwidth` Hz, unity gain at DC-ish. */
  step(x: number, frequency: number, bandwidth: number, sampleRate: number): number {
    const r = Math.exp((-Math.PI * bandwidth) / sampleRate)
    const a1 = 2 * r * Math.cos((2 * Math.PI * frequency) / sampleRate)
    const a2 = -r * r
    // (1 - a1 - a2) normalises the gain at 0 Hz so cascading formants does not explode the level.
    const y = (1 - a1 - a2) * x + a1 * this.y1 + a2 * this.y2
    this.y2 = this.y1
    this.y1 = y
    return y
  }
}

/** A one-pole smoother: how formant targets and pitch glide instead of jumping. */
export class Smoother {
  private value: number
  constructor(initial: number) {
    this.value = initial
  }
  step(target: number, coefficient: number): number {
    this.value += (target - this.value) * coefficient
    return this.value
  }
}

/** The per-sample coefficient of a one-pole smoother with time constant `ms`. */
export const smoothing = (ms: number, sampleRate: number) => 1 - Math.exp(-1000 / (ms * sampleRate))
