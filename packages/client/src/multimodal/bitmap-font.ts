/**
 * A 3×5 pixel font for axis labels where no canvas draws text (Node). It covers what the labels use:
 * digits, signs and the units. Rows top to bottom, `#` is ink.
 */
const GLYPHS: Record<string, readonly string[]> = {
  '0': ['###', '#.#', '#.#', '#.#', '###'],
  '1': ['.#.', '##.', '.#.', '.#.', '###'],
  '2': ['###', '..#', '###', '#..', '###'],
  '3': ['###', '..#', '###', '..#', '###'],
  '4': ['#.#', '#.#', '###', '..#', '..#'],
  '5': ['###', '#..', '###', '..#', '###'],
  '6': ['###', '#..', '###', '#.#', '###'],
  '7': ['###', '..#', '..#', '.#.', '.#.'],
  '8': ['###', '#.#', '###', '#.#', '###'],
  '9': ['###', '#.#', '###', '..#', '###'],
  '-': ['...', '...', '###', '...', '...'],
  '+': ['...', '.#.', '###', '.#.', '...'],
  '.': ['...', '...', '...', '...', '.#.'],
  k: ['#..', '#.#', '##.', '#.#', '#.#'],
  H: ['#.#', '#.#', '###', '#.#', '#.#'],
  z: ['...', '###', '.#.', '#..', '###'],
  d: ['..#', '..#', '###', '#.#', '###'],
  B: ['##.', '#.#', '##.', '#.#', '##.'],
  ' ': ['...', '...', '...', '...', '...'],
}

export const GLYPH_WIDTH = 3
export const GLYPH_HEIGHT = 5
/** Blank columns between glyphs. */
export const GLYPH_GAP = 1

/** The ink pixels of a glyph as [column, row] pairs; an unknown character is blank. */
export function glyphPixels(char: string): Array<[number, number]> {
  const rows = GLYPHS[char] ?? GLYPHS[' ']!
  const pixels: Array<[number, number]> = []
  rows.forEach((row, y) => {
    for (let x = 0; x < row.length; x++) if (row[x] === '#') pixels.push([x, y])
  })
  return pixels
}

/** Width in pixels of a text at a scale. */
export function textWidth(text: string, scale: number): number {
  return text.length === 0 ? 0 : (text.length * (GLYPH_WIDTH + GLYPH_GAP) - GLYPH_GAP) * scale
}
