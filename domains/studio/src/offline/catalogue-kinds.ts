import { MODULES } from '../catalogue/index.ts'

/** A module kind a request may add, by the words that name it (for `shared`: a word, and the types it names). */
export interface KindWords {
  type: string
  words: string[]
}

/**
 * The kinds of the catalogue's modules that the hand-written kinds (studio-words.json `addableKinds`) leave
 * out, named by the catalogue's own data: each title's parts ("Multiband Compressor", 多段压缩器) and the
 * keywords only that module has. A word two modules share ("crossover": two- and three-way), or one the
 * studio's vocabulary already reads as something else ("sweep" measures, "curve" is a response), names no
 * kind, so "add a crossover" is still looked up rather than guessed.
 */
export function catalogueKinds(
  handWritten: ReadonlyArray<{ type: string; words: readonly string[] }>,
  reserved: (word: string) => boolean,
  excluded: (word: string) => boolean = () => false,
): { kinds: KindWords[]; shared: KindWords[] } {
  const covered = new Set(handWritten.map((kind) => kind.type))
  const taken = new Set(handWritten.flatMap((kind) => kind.words.map((word) => word.toLowerCase())))
  const named = MODULES.map((module) => ({
    type: module.id,
    words: [...new Set([...titleParts(module.title), ...titleParts(module.titleZh), ...module.keywords])]
      .map((word) => word.toLowerCase().trim())
      .filter((word) => word.length > 0),
  }))
  const owners = new Map<string, number>()
  for (const module of named) for (const word of module.words) owners.set(word, (owners.get(word) ?? 0) + 1)
  // "crossover" names two modules: kept apart, so an add said with it asks which one.
  const shared = [...owners]
    // Read only beside an add that named no kind, so a word the studio reads elsewhere ("crossover" suite) stays.
    .filter(([word, count]) => count > 1 && !taken.has(word) && !excluded(word) && !/\d/.test(word))
    .map(([word]) => ({
      type: word,
      words: named.filter((module) => module.words.includes(word)).map((module) => module.type),
    }))
  const kinds = named
    .filter((module) => !covered.has(module.type))
    .map((module) => ({
      type: module.type,
      words: module.words.filter(
        (word) =>
          owners.get(word) === 1 &&
          !taken.has(word) &&
          // Two letters ("EV", "M/S") are too short to name a module in running text.
          word.replace(/[^a-z\u4e00-\u9fff]/g, '').length >= (/[\u4e00-\u9fff]/.test(word) ? 2 : 3) &&
          !reserved(word),
      ),
    }))
    .filter((module) => module.words.length > 0)
  return { kinds, shared }
}

/** "Delay / Time Alignment", "2-way Crossover (Woofer + Tweeter)": the names before any bracket, each apart. */
function titleParts(title: string): string[] {
  const parts = title
    .split(/[（(]/)[0]!
    .split(/\s*\/\s*|\s*·\s*/)
    .map((part) => part.trim())
  // "White / Pink Noise Generator": a part of one word is half a name, not a name.
  return parts.filter((part) => /\s/.test(part) || /[\u4e00-\u9fff]{3}/.test(part))
}
