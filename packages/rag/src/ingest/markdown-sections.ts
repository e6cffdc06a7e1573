/** The text under one heading, with the path of headings above it (outermost first). */
export interface MarkdownSection {
  headings: string[]
  /** The level (1 for #, 2 for ##…) of each heading in the path. */
  levels: number[]
  text: string
}

const HEADING = /^(#{1,6})[ \t]+(.+?)[ \t]*#*[ \t]*$/
const FENCE = /^[ \t]*(```|~~~)/

/**
 * Splits Markdown at its ATX headings. Each section keeps the heading path above it, so a chunk knows it
 * sits under "ADSR 包络详解 › 四个阶段". Lines in fenced code blocks are never headings.
 */
export function splitMarkdownSections(markdown: string): MarkdownSection[] {
  const sections: MarkdownSection[] = []
  const path: Array<{ level: number; title: string }> = []
  let lines: string[] = []
  let fence: string | undefined
  const flush = () => {
    const text = lines.join('\n').trim()
    if (text) {
      sections.push({
        headings: path.map((entry) => entry.title),
        levels: path.map((entry) => entry.level),
        text,
      })
    }
    lines = []
  }
  for (const line of markdown.split(/\r?\n/)) {
    const fenceMatch = FENCE.exec(line)
    if (fenceMatch) {
      if (!fence) fence = fenceMatch[1]
      else if (fenceMatch[1] === fence) fence = undefined
    }
    const heading = fence || fenceMatch ? null : HEADING.exec(line)
    if (!heading) {
      lines.push(line)
      continue
    }
    flush()
    const level = heading[1]!.length
    while (path.length > 0 && path.at(-1)!.level >= level) path.pop()
    path.push({ level, title: heading[2]!.trim() })
  }
  flush()
  return sections
}
