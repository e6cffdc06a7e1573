// SYNTH_MODULES.md: a w s e d f t g y h u j → startNote+0..11; k o l p ; ' ] → +12..+18.
const KEYS = ['a', 'w', 's', 'e', 'd', 'f', 't', 'g', 'y', 'h', 'u', 'j', 'k', 'o', 'l', 'p', ';', "'", ']']

/** The key offset a computer key plays, or undefined for keys that play nothing. */
export function keyOffset(key: string): number | undefined {
  const index = KEYS.indexOf(key.toLowerCase())
  return index < 0 ? undefined : index
}

/** The computer key for an offset, for the labels on the on-screen keys. */
export function keyLabel(offset: number): string | undefined {
  return KEYS[offset]
}

const BLACK = new Set([1, 3, 6, 8, 10])

/** True for the black keys of the octave (C# D# F# G# A#). */
export function isBlackKey(note: number): boolean {
  return BLACK.has(((note % 12) + 12) % 12)
}

const NAMES = ['C', 'C#', 'D', 'D#', 'E', 'F', 'F#', 'G', 'G#', 'A', 'A#', 'B']

/** 60 → "C4". */
export function noteName(note: number): string {
  return `${NAMES[((note % 12) + 12) % 12]}${Math.floor(note / 12) - 1}`
}
