/** A note event read from raw MIDI bytes, or undefined for anything else. */
export interface MidiNoteEvent {
  on: boolean
  note: number
  velocity: number
  /** 1..16 */
  channel: number
}

/** Note-on with velocity 0 is a note-off, as the MIDI spec says. */
export function parseMidiNote(data: ArrayLike<number>): MidiNoteEvent | undefined {
  const status = data[0] ?? 0
  const kind = status & 0xf0
  if (kind !== 0x80 && kind !== 0x90) return undefined
  const note = data[1] ?? 0
  const velocity = data[2] ?? 0
  return { on: kind === 0x90 && velocity > 0, note, velocity, channel: (status & 0x0f) + 1 }
}
