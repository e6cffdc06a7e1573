import type { ChainModule, ProjectDocument } from '../chain/chain.ts'

/** A chain module a request names, and where in the text. */
export interface ModuleRef {
  module: ChainModule
  at: number
}

/** Role words for the modules of a playback chain, to the type (and shelf/filter type) they mean. */
const ROLES: ReadonlyArray<{ pattern: RegExp; type: string; subtype?: string }> = [
  {
    pattern: /低架|低频搁架|低搁架|low[- ]?shelf|bass (?:boost|shelf)|低频|低音|\bbass\b/g,
    type: 'eq-shelf-v2',
    subtype: 'lowShelf',
  },
  {
    pattern: /高架|高频搁架|高搁架|high[- ]?shelf|treble(?: shelf)?|高频|高音|top end/g,
    type: 'eq-shelf-v2',
    subtype: 'highShelf',
  },
  { pattern: /次声|超低频滤波|subsonic|高通|high[- ]?pass/g, type: 'filter-hpf-lpf-v3', subtype: 'highpass' },
  { pattern: /限幅器?|limiter/g, type: 'limiter-lookahead-v2' },
  { pattern: /输入增益|input gain|前级增益|增益模块|gain module/g, type: 'gain-polarity-mute-v1' },
  { pattern: /压缩器|compressor/g, type: 'compressor-v3' },
  { pattern: /均衡|\beq\b|peq/g, type: 'eq-parametric-v2' },
]

/**
 * The chain modules a request refers to, in the order it names them: by id (case-insensitive, spaces
 * and small typos forgiven: "limitter", "low shelf", "hishelf"), else by role words (低架, input gain).
 */
export function moduleRefs(text: string, project: ProjectDocument): ModuleRef[] {
  const lower = text.toLowerCase()
  const refs: ModuleRef[] = []
  const seen = new Set<string>()
  const add = (module: ChainModule | undefined, at: number) => {
    if (!module || seen.has(module.id)) return
    seen.add(module.id)
    refs.push({ module, at })
  }
  for (const word of words(lower)) {
    const module = project.chain.modules.find((candidate) => sameId(candidate.id.toLowerCase(), word.text))
    add(module, word.at)
  }
  for (const role of ROLES) {
    for (const match of lower.matchAll(role.pattern)) {
      const module = project.chain.modules.find(
        (candidate) =>
          candidate.type === role.type &&
          (role.subtype === undefined || candidate.params.type === role.subtype),
      )
      // A role word inside an id already found ("lowShelf" holds "low shelf") is that module.
      const insideId = refs.some(
        (ref) => match.index! >= ref.at && match.index! < ref.at + ref.module.id.length,
      )
      if (!insideId) add(module, match.index!)
    }
  }
  return refs.sort((a, b) => a.at - b.at)
}

/** Latin words of the text and each pair of neighbours joined ("low shelf" → "lowshelf"), with positions. */
function words(lower: string): Array<{ text: string; at: number }> {
  const found = [...lower.matchAll(/[a-z][a-z0-9]*/g)].map((match) => ({ text: match[0], at: match.index! }))
  const pairs = found.slice(1).map((word, i) => ({ text: found[i]!.text + word.text, at: found[i]!.at }))
  return [...found, ...pairs]
}

/** Equal, or a typo away: one edit for ids of 5+ letters, two for 8+. */
function sameId(id: string, word: string): boolean {
  if (id === word) return true
  const allowed = id.length >= 8 ? 2 : id.length >= 5 ? 1 : 0
  return allowed > 0 && Math.abs(id.length - word.length) <= allowed && editDistance(id, word) <= allowed
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    for (let j = 1; j <= b.length; j++)
      current[j] = Math.min(
        previous[j]! + 1,
        current[j - 1]! + 1,
        previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      )
    previous = current
  }
  return previous[b.length]!
}
