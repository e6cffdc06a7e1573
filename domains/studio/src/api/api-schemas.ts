import { errorBody } from '@mindwire/server'
import { z } from 'zod'

export const errors = { '4xx': errorBody, '5xx': errorBody }

export const projectParams = z.object({ id: z.uuid() })

const paramValue = z.unknown()

export const chainSchema = z
  .object({
    modules: z.array(
      z.object({
        id: z.string(),
        type: z.string(),
        name: z.string().optional(),
        params: z.record(z.string(), paramValue),
        bypass: z.boolean().optional(),
      }),
    ),
    connections: z.array(z.object({ from: z.string(), to: z.string(), fromPort: z.string().optional() })),
    bindings: z.array(
      z.object({
        moduleId: z.string(),
        paramKey: z.string(),
        signalName: z.string(),
        mode: z.enum(['absolute', 'offset', 'multiplier']),
      }),
    ),
  })
  .meta({ id: 'StudioChain' })

export const projectDocumentSchema = z
  .object({
    name: z.string(),
    vehicleModel: z.string(),
    sampleRate: z.number(),
    targetCurve: z.string(),
    chain: chainSchema,
  })
  .meta({ id: 'StudioProjectDocument' })

export const projectSummary = z.object({
  id: z.string(),
  name: z.string(),
  revision: z.number(),
  createdAt: z.number(),
  updatedAt: z.number(),
})

export const revisionSchema = z.object({
  revision: z.number(),
  batchId: z.string(),
  actor: z.enum(['person', 'agent', 'undo']),
  sessionId: z.string().nullable(),
  summary: z.string(),
  undoneBy: z.string().nullable(),
  createdAt: z.number(),
})

export const projectDetail = projectSummary
  .extend({ document: projectDocumentSchema, revisions: z.array(revisionSchema) })
  .meta({ id: 'StudioProject' })

/** One edit a person makes, in the shape of the agent's tool that makes it (same validation, same errors). */
export const projectEdit = z.discriminatedUnion('tool', [
  z.object({ tool: z.literal('update-link'), args: z.record(z.string(), z.unknown()) }),
  z.object({ tool: z.literal('update-param'), args: z.record(z.string(), z.unknown()) }),
  z.object({ tool: z.literal('bind-param-to-signal'), args: z.record(z.string(), z.unknown()) }),
])
