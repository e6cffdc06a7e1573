import { defineTool, type Tool } from '@mindwire/agent'
import { z } from 'zod'
import { assessResponse, assessThd } from '../xiprobe/assess-report.ts'

export const ASSESS_REPORT = 'assess-report'

/**
 * XiProbe 报告解读 (seed 000 §6.5): a THD or frequency-response report given as points, judged against the
 * stated limit (or the team's default limits), with the reason for each failing point.
 */
export const assessReportTool: Tool = defineTool({
  name: ASSESS_REPORT,
  readOnly: true,
  description:
    'Judges a measurement report given as data: metric "thd" (points: frequencyHz, value in %) or "frequency-response" (points: frequencyHz, value = deviation from target in dB). limit: the stated maximum THD in % or the ± tolerance in dB; without it the default limits apply. Returns pass/fail with a reason per failing point. Read-only.',
  parameters: z.object({
    metric: z.enum(['thd', 'frequency-response']),
    points: z
      .array(
        z.object({ frequencyHz: z.number().positive().max(100_000), value: z.number().min(-200).max(200) }),
      )
      .min(1)
      .max(2000),
    limit: z.number().positive().max(100).optional(),
  }),
  execute: ({ metric, points, limit }) =>
    metric === 'thd' ? assessThd(points, limit) : assessResponse(points, limit),
})
