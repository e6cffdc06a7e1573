import { moduleDefinition } from '../catalogue/index.ts'
import type { ParamSpec } from '../catalogue/module-definition.ts'
import type { ChainModule, ProjectDocument } from '../chain/chain.ts'
import type { SpokenValue } from './spoken-value.ts'

/** Words for parameters, to the catalogue keys they may mean (the first the module has wins). */
const PARAM_WORDS: ReadonlyArray<{ pattern: RegExp; keys: readonly string[] }> = [
  {
    pattern: /频点|频率|转折|截止|中心频|corner|cutoff|centre|center|frequency|\bfc\b|\bf0\b|\bfreq\b/,
    keys: ['fc', 'fcLow', 'frequencyHz'],
  },
  { pattern: /天花板|上限|ceiling/, keys: ['ceilingDb'] },
  { pattern: /阈值|门限|threshold/, keys: ['thresholdDb'] },
  { pattern: /压缩比|比率|ratio/, keys: ['ratio'] },
  { pattern: /释放|release/, keys: ['releaseMs'] },
  { pattern: /启动|起音|attack/, keys: ['attackMs'] },
  { pattern: /前瞻|预读|look-?ahead/, keys: ['lookaheadMs'] },
  { pattern: /true[- ]?peak|真峰值/, keys: ['truePeak'] },
  { pattern: /延时|延迟|delay/, keys: ['delayMs'] },
  { pattern: /品质因数|\bq\b/, keys: ['q'] },
  { pattern: /阶数|阶|order|slope|斜率/, keys: ['order'] },
  { pattern: /极性|polarity/, keys: ['polarity'] },
  { pattern: /增益|gain|音量|level|提升|boost/, keys: ['gainDb', 'makeupDb', 'levelDbfs'] },
]

/** The units that say which parameter a bare number is for. */
const UNIT_KEYS: Readonly<Record<NonNullable<SpokenValue['unit']>, readonly string[]>> = {
  hz: ['fc', 'frequencyHz'],
  db: ['gainDb', 'ceilingDb', 'thresholdDb', 'makeupDb'],
  ms: ['delayMs', 'releaseMs', 'attackMs', 'lookaheadMs'],
  order: ['order'],
  x: ['ratio'],
}

/** The parameter of a module a request is about: named by a word, else implied by the number's unit. */
export function paramTarget(
  module: ChainModule,
  text: string,
  value: SpokenValue | undefined,
): ParamSpec | undefined {
  const definition = moduleDefinition(module.type)
  if (!definition) return undefined
  const lower = text.toLowerCase()
  const has = (keys: readonly string[]) =>
    keys.map((key) => definition.params.find((param) => param.key === key)).find(Boolean)
  const byKey = definition.params.find((param) => new RegExp(`\\b${param.key.toLowerCase()}\\b`).test(lower))
  if (byKey) return byKey
  for (const word of PARAM_WORDS)
    if (word.pattern.test(lower)) {
      const found = has(word.keys)
      if (found) return found
    }
  if (value?.unit) return has(UNIT_KEYS[value.unit])
  return has(['gainDb'])
}

/** Parameters many modules share say nothing about which module is meant. */
const SHARED_KEYS = new Set(['gainDb', 'fc', 'q', 'type', 'enabled'])

/** The one module of the chain that has the parameter a request names, when exactly one has it. */
export function moduleOwningParam(text: string, project: ProjectDocument): ChainModule | undefined {
  const lower = text.toLowerCase()
  const named = PARAM_WORDS.filter((word) => word.pattern.test(lower)).flatMap((word) => word.keys)
  const keys = named.filter((key) => !SHARED_KEYS.has(key))
  const owners = project.chain.modules.filter((module) =>
    moduleDefinition(module.type)?.params.some((param) => keys.includes(param.key)),
  )
  return owners.length === 1 ? owners[0] : undefined
}
