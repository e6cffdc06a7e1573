import type { z } from 'zod'

/** The four contract domains; `chat` also covers vehicle questions. */
export type CockpitDomain = 'vehicle_control' | 'music' | 'navigation' | 'chat'

/** One entry of the function catalogue (COCKPIT_CONTRACT.md): what a model may call. */
export interface CockpitFunction {
  name: string
  domain: CockpitDomain
  /** Chinese, written for an LLM: when to use the function and what each action needs. */
  description: string
  parameters: z.ZodObject
}

/** The colour names the conventions allow (English, lowercase); anything else must be #rrggbb. */
export const COLOR_NAMES = [
  'red',
  'orange',
  'yellow',
  'green',
  'cyan',
  'blue',
  'purple',
  'pink',
  'white',
] as const

interface IssueSink {
  addIssue: (issue: { code: 'custom'; message: string; path: string[] }) => void
}

/**
 * Adds an issue when `action` needs `field` and the call lacks it. Zod cannot express
 * "required for some actions only" in a plain object shape, so each schema refines itself.
 */
export function requireFor(
  value: Record<string, unknown>,
  ctx: IssueSink,
  actions: readonly string[],
  field: string,
  hint: string,
): void {
  if (!actions.includes(String(value.action)) || value[field] !== undefined) return
  ctx.addIssue({
    code: 'custom',
    path: [field],
    message: `action ${String(value.action)} 需要参数 ${field}（${hint}） / action ${String(value.action)} requires ${field}`,
  })
}
