import type { ChainModule, ProjectDocument } from '../chain/chain.ts'

/** Words for module roles, to the catalogue type (and shelf/pass type) they mean. */
const ROLE_WORDS: ReadonlyArray<{ pattern: RegExp; type: string; subtype?: string }> = [
  { pattern: /低架|低频搁架|低搁架|low[- ]?shelf/, type: 'eq-shelf-v2', subtype: 'lowShelf' },
  { pattern: /高架|高频搁架|高搁架|high[- ]?shelf/, type: 'eq-shelf-v2', subtype: 'highShelf' },
  { pattern: /限幅|limiter/, type: 'limiter-lookahead-v2' },
  { pattern: /多段压缩|multiband/, type: 'multiband-compressor-v2' },
  { pattern: /压缩|compressor/, type: 'compressor-v3' },
  { pattern: /动态均衡|dynamic eq/, type: 'dynamic-eq-v1' },
  { pattern: /陷波|notch/, type: 'notch-v1' },
  { pattern: /参数均衡|均衡|peq|\beq\b|equali[sz]er|peaking/, type: 'eq-parametric-v2' },
  { pattern: /高通|high[- ]?pass|hpf/, type: 'filter-hpf-lpf-v3', subtype: 'highpass' },
  { pattern: /低通|low[- ]?pass|lpf/, type: 'filter-hpf-lpf-v3', subtype: 'lowpass' },
  { pattern: /分频|crossover/, type: 'crossover-2way-v2' },
  { pattern: /延时|延迟|时间对齐|delay|time alignment/, type: 'delay-time-alignment-v2' },
  { pattern: /随速|gala|speed[- ]dependent/, type: 'gala-sdvc-v2' },
  { pattern: /振荡器|oscillator/, type: 'oscillator-sine-v2' },
  { pattern: /映射|mapping/, type: 'mapping-curve-v1' },
  { pattern: /平滑|smooth/, type: 'smooth-v1' },
  { pattern: /增益|音量|gain|volume/, type: 'gain-polarity-mute-v1' },
]

/** The catalogue type (with its shelf or filter type) a request names, e.g. 限幅器 → limiter-lookahead-v2. */
export function roleIn(text: string): { type: string; subtype?: string } | undefined {
  const lower = text.toLowerCase()
  const role = ROLE_WORDS.find((candidate) => candidate.pattern.test(lower))
  return role ? { type: role.type, ...(role.subtype ? { subtype: role.subtype } : {}) } : undefined
}

/** The chain module a request refers to: by its id written out, else by the role words it uses. */
export function moduleIn(text: string, project: ProjectDocument): ChainModule | undefined {
  const lower = text.toLowerCase()
  const modules = project.chain.modules
  const byId = [...modules]
    .sort((a, b) => b.id.length - a.id.length)
    .find((module) => lower.includes(module.id.toLowerCase()))
  if (byId) return byId
  const role = roleIn(text)
  return role ? moduleOfRole(project, role) : undefined
}

/** The first module of a role: its type, and its shelf/filter type when the role names one. */
export function moduleOfRole(
  project: ProjectDocument,
  role: { type: string; subtype?: string },
): ChainModule | undefined {
  return project.chain.modules.find(
    (module) =>
      module.type === role.type && (role.subtype === undefined || module.params.type === role.subtype),
  )
}

const PARAM_WORDS: ReadonlyArray<{ pattern: RegExp; key: string }> = [
  { pattern: /截止频率|中心频率|频点|频率|cutoff|centre|center|frequency|\bfc\b|\bf0\b/, key: 'fc' },
  { pattern: /天花板|上限|ceiling/, key: 'ceilingDb' },
  { pattern: /阈值|门限|threshold/, key: 'thresholdDb' },
  { pattern: /压缩比|比率|ratio/, key: 'ratio' },
  { pattern: /延时时间|延时|延迟|delay/, key: 'delayMs' },
  { pattern: /品质因数|带宽|\bq\b/, key: 'q' },
  { pattern: /阶数|斜率|order|slope/, key: 'order' },
  { pattern: /增益|gain|提升|衰减|boost|cut/, key: 'gainDb' },
]

/** The parameter key a request names, e.g. 截止频率 → fc. */
export function paramIn(text: string): string | undefined {
  const lower = text.toLowerCase()
  return PARAM_WORDS.find((candidate) => candidate.pattern.test(lower))?.key
}

/** The last number in a request, with 负/minus signs and k for thousands: "调到负3" → -3, "2.5k" → 2500. */
export function numberIn(text: string): number | undefined {
  const matches = [...text.matchAll(/(负|minus\s*|-|−|\+)?\s*(\d+(?:\.\d+)?)\s*(k(?:hz)?\b|千)?/gi)]
  const last = matches.at(-1)
  if (!last) return undefined
  const sign = last[1] && /负|minus|-|−/i.test(last[1]) ? -1 : 1
  const scale = last[3] ? 1000 : 1
  return sign * Number(last[2]) * scale
}
