import { z } from 'zod'
import { inferKind } from './infer-kind.ts'
import {
  MODULE_KINDS,
  type ModuleKind,
  type ParamDef,
  STANDARD_PARAMS,
  type StandardParam,
  standardParam,
} from './module-kinds.ts'

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/

/** One parameter a module exposes: a finite range with its default inside it. */
export const paramDefSchema = z
  .object({
    key: z
      .string()
      .max(40)
      .regex(IDENTIFIER, 'a parameter key is an identifier (letters, digits, _; not starting with a digit)'),
    min: z.number(),
    max: z.number(),
    default: z.number(),
    unit: z.string().max(16).optional(),
  })
  .superRefine((param, ctx) => {
    if (param.min > param.max)
      ctx.addIssue({ code: 'custom', path: ['min'], message: `min ${param.min} is above max ${param.max}` })
    else if (param.default < param.min || param.default > param.max)
      ctx.addIssue({
        code: 'custom',
        path: ['default'],
        message: `default ${param.default} is outside [${param.min}, ${param.max}]`,
      })
  })

/** The `moduleDef` argument of `generate-code`, as the model sends it. */
export const moduleDefSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1)
      .max(64)
      .regex(/^[\p{L}_][\p{L}\p{N}_ -]*$/u, 'a name is a word or identifier such as "PeakLimiter"'),
    kind: z.enum(MODULE_KINDS).optional(),
    description: z.string().max(500).optional(),
    params: z.array(paramDefSchema).max(16, 'a module exposes at most 16 parameters').optional(),
    sampleRate: z.number().int().min(8000).max(384_000).default(48_000),
  })
  .superRefine((def, ctx) => {
    const seen = new Set<string>()
    def.params?.forEach((param, index) => {
      if (seen.has(param.key))
        ctx.addIssue({
          code: 'custom',
          path: ['params', index, 'key'],
          message: `"${param.key}" appears twice`,
        })
      seen.add(param.key)
    })
  })

export type ModuleDefInput = z.input<typeof moduleDefSchema>

/** A module definition with its kind decided and every parameter known: what the generators work from. */
export interface ResolvedModuleDef {
  name: string
  /** A TypeScript-safe PascalCase name for the module ("PeakLimiter"). */
  identifier: string
  kind: ModuleKind
  /** True when the kind came from the name, description or prompt rather than `kind`. */
  kindInferred: boolean
  description: string
  sampleRate: number
  /** The parameters the module exposes, under their standard keys. */
  params: ParamDef[]
  /** The kind's other parameters, fixed at their defaults. */
  fixed: Record<string, number>
}

export type ResolveResult = { ok: true; def: ResolvedModuleDef } | { ok: false; issues: string[] }

const DESCRIPTIONS: Record<ModuleKind, string> = {
  gain: 'Gain and polarity: scales the signal by gainDb and optionally inverts it.',
  limiter: 'Look-ahead peak limiter: the output never exceeds ceilingDb.',
  compressor: 'Feed-forward compressor with a soft knee, attack/release smoothing and makeup gain.',
  peaking: 'Parametric peaking EQ band (RBJ cookbook biquad).',
  lowShelf: 'Low-shelf EQ (RBJ cookbook biquad).',
  highShelf: 'High-shelf EQ (RBJ cookbook biquad).',
  highPass: 'Second-order high-pass filter (RBJ cookbook biquad).',
  lowPass: 'Second-order low-pass filter (RBJ cookbook biquad).',
  notch: 'Notch filter (RBJ cookbook biquad).',
  delay: 'Delay line: the signal delayed by delayMs, rounded to whole samples.',
  softClipper: 'Soft clipper: tanh or cubic saturation after a drive gain, scaled to outputDb.',
  noiseGate: 'Noise gate: attenuates by rangeDb while the level stays below thresholdDb.',
}

/** "peak limiter v2" → "PeakLimiterV2"; a name without ASCII letters becomes the kind's name. */
function identifierOf(name: string, kind: ModuleKind): string {
  const pascal = (name.match(/[A-Za-z0-9]+/g) ?? [])
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join('')
  const base = /[A-Za-z]/.test(pascal) ? pascal : kind[0]!.toUpperCase() + kind.slice(1)
  return /^[0-9]/.test(base) ? `M${base}` : base
}

function formatIssues(error: z.ZodError): string[] {
  return error.issues.map(
    (issue) => `${issue.path.length ? `${issue.path.join('.')}: ` : ''}${issue.message}`,
  )
}

/** A standard parameter as a sample rate allows it: frequencies end below Nyquist (at 0.45 · fs). */
function fitToSampleRate(param: StandardParam, sampleRate: number): ParamDef {
  const { key, min, max, unit } = param
  if (!param.frequency) return { key, min, max, default: param.default, ...(unit ? { unit } : {}) }
  const top = Math.min(max, Math.floor(0.45 * sampleRate))
  return {
    key,
    min: Math.min(min, top),
    max: top,
    default: Math.min(param.default, top),
    ...(unit ? { unit } : {}),
  }
}

/** The exposed parameters under standard keys, with every range checked against what the DSP can do. */
function resolveParams(
  kind: ModuleKind,
  given: readonly ParamDef[] | undefined,
  sampleRate: number,
  issues: string[],
): ParamDef[] {
  const nyquist = sampleRate / 2
  const params: ParamDef[] = []
  for (const param of given ?? STANDARD_PARAMS[kind].map((p) => fitToSampleRate(p, sampleRate))) {
    const standard = standardParam(kind, param.key)
    if (!standard) {
      const known = STANDARD_PARAMS[kind].map((p) => p.key).join(', ')
      issues.push(`params: "${param.key}" is not a parameter of a ${kind}; its parameters are ${known}`)
      continue
    }
    if (params.some((p) => p.key === standard.key)) {
      issues.push(`params: "${param.key}" names ${standard.key}, which is already listed`)
      continue
    }
    const [low, high] = standard.limits ?? [standard.min, standard.max]
    if (param.min < low || param.max > high)
      issues.push(
        `params: ${standard.key} must stay within [${low}, ${high}], got [${param.min}, ${param.max}]`,
      )
    if (standard.frequency && param.max >= nyquist)
      issues.push(
        `params: ${standard.key} max ${param.max} Hz is not below Nyquist (${nyquist} Hz at ${sampleRate} Hz)`,
      )
    params.push({
      key: standard.key,
      min: param.min,
      max: param.max,
      default: param.default,
      ...((param.unit ?? standard.unit) ? { unit: param.unit ?? standard.unit } : {}),
    })
  }
  return params
}

/**
 * Validates a `moduleDef` and settles what it leaves open: the kind (inferred from the name, description
 * or prompt when absent) and the parameters (the kind's standard ones when absent).
 */
export function resolveModuleDef(input: unknown, prompt = ''): ResolveResult {
  const parsed = moduleDefSchema.safeParse(input)
  if (!parsed.success) return { ok: false, issues: formatIssues(parsed.error) }
  const def = parsed.data
  const kind = def.kind ?? inferKind(def.name, def.description, prompt)
  if (!kind)
    return {
      ok: false,
      issues: [
        `kind: "${def.name}" names no kind the generator knows and the prompt does not either; set kind to one of ${MODULE_KINDS.join(', ')}`,
      ],
    }
  const issues: string[] = []
  const params = resolveParams(kind, def.params, def.sampleRate, issues)
  if (issues.length > 0) return { ok: false, issues }
  const fixed: Record<string, number> = {}
  for (const standard of STANDARD_PARAMS[kind])
    if (!params.some((param) => param.key === standard.key))
      fixed[standard.key] = fitToSampleRate(standard, def.sampleRate).default
  return {
    ok: true,
    def: {
      name: def.name,
      identifier: identifierOf(def.name, kind),
      kind,
      kindInferred: def.kind === undefined,
      description: def.description ?? DESCRIPTIONS[kind],
      sampleRate: def.sampleRate,
      params,
      fixed,
    },
  }
}
