/** One sample of an LFO waveform in -1..1 at `phase` cycles (any real number). */
export function lfoWave(waveform: string, phase: number): number {
  const p = phase - Math.floor(phase)
  switch (waveform) {
    case 'square':
      return p < 0.5 ? 1 : -1
    case 'sawtooth':
      return 2 * p - 1
    case 'triangle':
      return p < 0.5 ? 4 * p - 1 : 3 - 4 * p
    default:
      return Math.sin(2 * Math.PI * p)
  }
}

/** The LFO's control output: ((wave+1)/2)*depth, clamped to 0..1. */
export function lfoValue(waveform: string, phase: number, depth: number): number {
  return Math.min(1, Math.max(0, ((lfoWave(waveform, phase) + 1) / 2) * depth))
}
