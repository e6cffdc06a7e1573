/** One step of a sequencer pattern, as the `sequence` parameter stores it (JSON). */
export interface SequenceStep {
  /** Scientific pitch, e.g. "C4", "F#3". */
  note: string
  /** 0..1 */
  velocity: number
  /** A Tone.js time, e.g. "8n", "4n", "16n". */
  duration: string
}

const NOTE = /^([A-Ga-g])([#b]?)(-?\d)$/
const SEMITONES: Record<string, number> = { C: 0, D: 2, E: 4, F: 5, G: 7, A: 9, B: 11 }

/** The steps of a `sequence` parameter; malformed steps are skipped, malformed JSON is an empty pattern. */
export function parseSequence(text: string): SequenceStep[] {
  let raw: unknown
  try {
    raw = JSON.parse(text)
  } catch {
    return []
  }
  if (!Array.isArray(raw)) return []
  return raw.flatMap((step): SequenceStep[] => {
    if (typeof step !== 'object' || step === null) return []
    const { note, velocity, duration } = step as Record<string, unknown>
    if (typeof note !== 'string' || noteToMidi(note) === undefined) return []
    return [
      {
        note,
        velocity: typeof velocity === 'number' ? Math.min(1, Math.max(0, velocity)) : 0.8,
        duration: typeof duration === 'string' && duration ? duration : '8n',
      },
    ]
  })
}

/** "C4" → 60, "A4" → 69; undefined for anything else. */
export function noteToMidi(note: string): number | undefined {
  const match = NOTE.exec(note.trim())
  if (!match) return undefined
  const [, letter, accidental, octave] = match
  const base = SEMITONES[letter!.toUpperCase()]!
  const shift = accidental === '#' ? 1 : accidental === 'b' ? -1 : 0
  return (Number(octave) + 1) * 12 + base + shift
}
