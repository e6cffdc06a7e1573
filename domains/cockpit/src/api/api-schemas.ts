import { z } from 'zod'

/** What a vehicle id may hold (the dialog's fast check uses the same pattern). */
export const VEHICLE_ID_PATTERN = /^[\w.-]+$/

export const vehicleIdSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(VEHICLE_ID_PATTERN, 'letters, digits, _ . - only')

/** The longest utterance a dialog request may carry (seed 002 §5.1). */
export const DIALOG_TEXT_MAX = 500

/** POST /api/v1/dialog and /dialog/stream (seed 002 §5.1): text is at most 500 characters. */
export const dialogBody = z.object({
  sessionId: z.uuid(),
  vehicleId: vehicleIdSchema,
  text: z
    .string()
    .max(DIALOG_TEXT_MAX, '指令太长了，请控制在 500 字以内 / text is limited to 500 characters'),
  timestamp: z.number().optional(),
  idempotencyKey: z
    .string()
    .min(1)
    .max(200)
    .optional()
    .describe('or the Idempotency-Key header: a retried request runs once'),
})

export const confirmBody = z.object({
  sessionId: z.uuid(),
  commandId: z.uuid(),
  confirmed: z.boolean(),
})

/** POST /api/v1/dialog/cancel: stop the session's turn in progress. */
export const cancelBody = z.object({ sessionId: z.uuid() })

const dialogCommand = z.object({
  id: z.string(),
  domain: z.string(),
  intent: z.string(),
  parameters: z.record(z.string(), z.unknown()),
  confidence: z.number().nullable(),
  requiresConfirmation: z.boolean(),
  status: z.string(),
  decision: z.string(),
  message: z.string().nullable(),
  timestamp: z.number(),
})

export const dialogResponseSchema = z
  .object({
    success: z.boolean(),
    data: z.object({
      sessionId: z.string(),
      text: z.string(),
      commands: z.array(dialogCommand),
      requiresConfirmation: z.boolean(),
      confirmationMessage: z.string().nullable(),
      warnings: z
        .array(
          z.object({ message: z.string(), ruleId: z.string().nullable(), commandId: z.string().nullable() }),
        )
        .describe('the warn rules’ notices, also said in text'),
      cancelled: z
        .boolean()
        .optional()
        .describe('the turn was cancelled (Stop, or the driver spoke again) before it finished'),
    }),
    meta: z.object({
      latencyMs: z.number(),
      modelUsed: z.string().nullable(),
      simulated: z
        .boolean()
        .optional()
        .describe('true when the vehicle is a simulator: nothing reached a real car'),
    }),
    error: z
      .object({ code: z.string(), message: z.string(), errorId: z.string().optional() })
      .optional()
      .describe('why success is false, when something failed: the run, or recording its commands'),
  })
  .meta({ id: 'DialogResponse' })

export const commandResultBody = z.object({
  success: z.boolean(),
  message: z.string().max(200),
  vehicleState: z.record(z.string(), z.unknown()).optional(),
  /** The version of the safety rules the car judged the command by. */
  rulesVersion: z.string().max(64).optional(),
  /** Present when the car refused the command itself: the rules that matched at the car. */
  refusal: z
    .object({ rules: z.array(z.string().max(100)).max(50), rulesVersion: z.string().max(64) })
    .optional(),
})
