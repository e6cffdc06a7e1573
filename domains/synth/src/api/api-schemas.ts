import { z } from 'zod'

const parameterValue = z.union([z.number(), z.boolean(), z.string()])

/** The canvas as the HTTP API takes it (graph/canvas.ts); the server normalises it before use. */
export const canvasSnapshotSchema = z
  .object({
    nodes: z
      .array(
        z.object({
          id: z.string().min(1).max(200),
          type: z.string().min(1).max(64),
          name: z.string().max(200).optional(),
          position: z.object({ x: z.number(), y: z.number() }).optional(),
          params: z.record(z.string(), parameterValue).optional(),
          enabled: z.boolean().optional(),
        }),
      )
      .max(2000),
    edges: z
      .array(
        z.object({
          id: z.string().min(1).max(400),
          source: z.string().min(1).max(200),
          sourceHandle: z.string().min(1).max(64),
          target: z.string().min(1).max(200),
          targetHandle: z.string().min(1).max(64),
        }),
      )
      .max(8000),
  })
  .meta({ id: 'SynthCanvas' })

/** POST /api/synth/checkpoints. */
export const saveCheckpointBody = z
  .object({
    sessionId: z.uuid().optional().describe('the chat session whose canvas and messages are saved'),
    canvas: canvasSnapshotSchema
      .optional()
      .describe('the browser’s latest canvas; overrides the session’s stored canvas'),
    title: z
      .string()
      .trim()
      .min(1)
      .max(100)
      .optional()
      .describe('a title; omitted: one of ≤ 12 characters is made'),
  })
  .refine((body) => body.sessionId || body.canvas, {
    message: 'give sessionId or canvas',
    path: ['sessionId'],
  })

/** PATCH /api/synth/checkpoints/:id. */
export const renameCheckpointBody = z.object({ title: z.string().trim().min(1).max(100) })

export const checkpointParams = z.object({ id: z.string().min(1).max(100) })

/** ?sessionId= lets a session stand for its user when no x-user-id header is sent. */
export const checkpointQuery = z.object({ sessionId: z.uuid().optional() })

export const checkpointSummary = z
  .object({
    id: z.string(),
    title: z.string(),
    sessionId: z.string().nullable(),
    modules: z.number().int(),
    connections: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'SynthCheckpoint' })

export const checkpointDetail = checkpointSummary
  .extend({
    snapshot: z.object({
      version: z.literal(1),
      canvas: canvasSnapshotSchema,
      messages: z.array(z.unknown()),
    }),
  })
  .meta({ id: 'SynthCheckpointDetail' })
