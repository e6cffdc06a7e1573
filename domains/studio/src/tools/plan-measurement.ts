import { defineTool, type Tool } from '@mindwire/agent'
import { z } from 'zod'
import { measurementPlan, PROBE_TARGETS } from '../xiprobe/measurement-plans.ts'
import { toolFailure } from './tool-failure.ts'

export const PLAN_MEASUREMENT = 'plan-measurement'

/** XiProbe 参数建议 (seed 000 §6.5): what to measure on a loudspeaker or a cabin, in order, with why and how. */
export const planMeasurementTool: Tool = defineTool({
  name: PLAN_MEASUREMENT,
  readOnly: true,
  description: `Plans an XiProbe measurement: the metrics that matter most for a target (${PROBE_TARGETS.join(', ')}), most important first, each with why and the method (signal, level, range). Read-only.`,
  parameters: z.object({ target: z.string().min(1).max(40) }),
  execute: ({ target }) => {
    const metrics = measurementPlan(target)
    if (!metrics)
      throw toolFailure(
        'unknown_target',
        `no measurement plan for "${target}"; the targets are ${PROBE_TARGETS.join(', ')}`,
      )
    return { target, metrics }
  },
})
