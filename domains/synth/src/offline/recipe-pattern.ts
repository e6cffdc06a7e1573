/** One step of the sequencer's `sequence` parameter (SYNTH_MODULES.md: note, velocity, Tone duration). */
interface SequenceStep {
  note: string
  velocity: number
  duration: string
}

const SEQUENCER_WORDS = /音序器|sequencer/i
const NOTE = /\b([A-G])(#|b|♭|♯)?([0-8])\b/g
const DURATION = /\b(1|2|4|8|16|32)n\b/
const VELOCITY = 0.8

/**
 * The notes a patch page writes for its sequencer (根音放在 A1、E1…, 分解和弦如 C4、E4、G4、C5), as the
 * sequencer's `sequence` JSON: each note once in the order written, at the page's step length. A sequencer
 * built without notes is silent, so a build that adds one must fill it; undefined when the page names no
 * notes in the paragraph of its sequencer.
 */
export function recipeSequence(texts: readonly string[]): string | undefined {
  for (const text of texts) {
    for (const paragraph of text.split(/\n/)) {
      if (!SEQUENCER_WORDS.test(paragraph)) continue
      const notes = [...new Set([...paragraph.matchAll(NOTE)].map((match) => noteName(match)))]
      if (notes.length === 0) continue
      const duration = DURATION.exec(paragraph)?.[0] ?? '8n'
      const steps: SequenceStep[] = notes.map((note) => ({ note, velocity: VELOCITY, duration }))
      return JSON.stringify(steps)
    }
  }
  return undefined
}

function noteName(match: RegExpMatchArray): string {
  const accidental = match[2] === '♭' ? 'b' : match[2] === '♯' ? '#' : (match[2] ?? '')
  return `${match[1]}${accidental}${match[3]}`
}
