import type * as Tone from 'tone'

// Control-rate modulation glides over one control period so an LFO does not zipper; a value a person
// or the agent sets lands at once, which also keeps it readable while the AudioContext is suspended.
const GLIDE_SECONDS = 0.016

type NumericUnit = 'frequency' | 'gain' | 'number' | 'decibels' | 'cents' | 'normalRange'

/** Sets a Tone.js param or signal: at once, or gliding when it follows a modulation input. */
export function setParam<U extends NumericUnit>(
  param: Tone.Param<U> | Tone.Signal<U>,
  value: number,
  glide = false,
): void {
  if (glide) param.rampTo(value, GLIDE_SECONDS)
  else param.value = value
}
