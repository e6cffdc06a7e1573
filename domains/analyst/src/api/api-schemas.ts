import { errorBody } from '@mindwire/server'
import { z } from 'zod'
import { DEFECT_LABELS } from '../contract/defects.ts'
import { analysisBudgetSchema } from '../contract/orchestrator-input.ts'
import { analysisRunSchema } from '../loop/analysis-run.ts'

export const errors = { '4xx': errorBody, '5xx': errorBody }

/** POST /api/analyst/runs: uploaded bytes only (a URL would make the server fetch on a caller's behalf). */
export const startRunBody = z
  .object({
    audio: z.object({
      data: z.base64().describe('the file’s bytes, base64 (WAV, FLAC or MP3)'),
      mimeType: z.string().min(1).max(100),
      fileName: z.string().max(200).optional(),
    }),
    budget: analysisBudgetSchema.optional(),
    planner: z.enum(['offline', 'llm']).default('offline'),
    tags: z.array(z.string().max(60)).max(20).optional(),
    stream: z
      .boolean()
      .optional()
      .describe('false: answer with the finished run as JSON instead of SSE (default true)'),
  })
  .meta({ id: 'AnalystRunRequest' })

export const runParams = z.object({ id: z.uuid() })

/** A run as stored: complete once `status` is done, with every round so far while it runs. */
export const storedRunView = analysisRunSchema
  .partial({ final: true, experimentsUsed: true, ms: true })
  .extend({ status: z.enum(['running', 'done']) })
  .meta({ id: 'AnalystRunView' })

export const defectLabelSchema = z.enum(DEFECT_LABELS)
