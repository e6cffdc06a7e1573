import type { ModuleKind } from './module-kinds.ts'

/**
 * Words that name a kind, most specific kind first: "PeakLimiter" is a limiter before it is a peak filter,
 * "高通 EQ" a high-pass before it is an EQ. ASCII words match whole words of the camel-case-split text.
 */
const KIND_WORDS: ReadonlyArray<readonly [ModuleKind, RegExp]> = [
  ['noiseGate', /噪声门|降噪门|噪音门|\bnoise ?gate\b|\bgate\b|\bexpander\b/],
  ['limiter', /(?<!软)限幅|限制器|峰值限制|\bbrick ?wall\b|\blimit(er|ing)?\b/],
  ['compressor', /压缩|压限|\bcompress(or|ion)?\b|\bcomp\b|\bdynamics\b/],
  [
    'softClipper',
    /软削波|削波|软限幅|饱和|过载|失真|\b(soft )?clip(per|ping)?\b|\bsaturat(or|ion)\b|\boverdrive\b|\bdistortion\b/,
  ],
  ['notch', /陷波|带阻|\bnotch\b|\bband ?stop\b|\bhum\b/],
  ['highPass', /高通|低切|\bhigh ?pass\b|\bhpf\b|\blow ?cut\b/],
  ['lowPass', /低通|高切|\blow ?pass\b|\blpf\b|\bhigh ?cut\b/],
  ['lowShelf', /低架|低频搁架|低搁架|\blow ?shelf\b|\bbass shelf\b/],
  ['highShelf', /高架|高频搁架|高搁架|\bhigh ?shelf\b|\btreble shelf\b/],
  ['peaking', /均衡|参量|参数均衡|峰值滤波|\beq\b|\bequali[sz]er\b|\bpeaking\b|\bbell\b|\bparametric\b/],
  ['delay', /延时|延迟|时间对齐|\bdelay\b|\btime ?align(ment)?\b/],
  ['gain', /增益|音量|极性|反相|\bgain\b|\bvolume\b|\btrim\b|\bpolarity\b|\binvert\b|\bphase invert\b/],
]

/** Lower-case words with camel case, hyphens and underscores split: "PeakLimiter" → "peak limiter". */
function words(text: string): string {
  return text
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .replace(/[-_/]+/g, ' ')
    .toLowerCase()
}

/** The kind a text names, if any. */
export function kindNamedIn(text: string): ModuleKind | undefined {
  const normalised = words(text)
  return KIND_WORDS.find(([, pattern]) => pattern.test(normalised))?.[0]
}

/** The kind the first of the texts that names one names: the module's name outranks its description and the prompt. */
export function inferKind(...texts: ReadonlyArray<string | undefined>): ModuleKind | undefined {
  for (const text of texts) {
    const kind = text ? kindNamedIn(text) : undefined
    if (kind) return kind
  }
  return undefined
}
