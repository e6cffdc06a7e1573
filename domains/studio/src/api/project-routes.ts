import { randomUUID } from 'node:crypto'
import type { Tool } from '@mindwire/agent'
import {
  ApiError,
  assertBelowTenantLimit,
  type ServerContext,
  tenantOf,
  userIdFromHeader,
} from '@mindwire/server'
import { StoreError } from '@mindwire/store'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { VEHICLE_MODEL_IDS } from '../cabin/vehicle-models.ts'
import type { Forget, Learn } from '../memory/learn.ts'
import { LEARNED_COLLECTIONS, projectEntry } from '../memory/learned-knowledge.ts'
import { newProjectDocument } from '../project/new-project.ts'
import { runStudioTool } from '../project/run-tool.ts'
import { type StudioState, studioStateOf } from '../project/studio-state.ts'
import { errors, projectDetail, projectEdit, projectParams, projectSummary } from './api-schemas.ts'
import { projectDetailOf, projectSummaryOf } from './project-view.ts'
import { STUDIO_PROJECT_APP } from './studio-state-holder.ts'

const TAGS = ['studio']

/**
 * Projects of the tuning studio: list, create, read with revisions, edit as a person (one batch of tool-shaped
 * edits, all or nothing), undo a batch — a person's or a whole agent turn — redo the latest undo, and delete
 * a project.
 */
export function projectRoutes(
  app: FastifyInstance,
  context: ServerContext,
  tools: readonly Tool<StudioState>[],
  learn: Learn,
  forget: Forget,
): void {
  const { store } = context
  const api = app.withTypeProvider<ZodTypeProvider>()

  api.get(
    '/api/studio/projects',
    {
      schema: {
        tags: TAGS,
        summary: 'The tenant’s tuning projects, newest first',
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) }),
        response: { 200: z.object({ projects: z.array(projectSummary) }), ...errors },
      },
    },
    async (request) => {
      const rows = await store.projects.list(tenantOf(request).id, {
        app: STUDIO_PROJECT_APP,
        limit: request.query.limit,
      })
      return { projects: rows.map(projectSummaryOf) }
    },
  )

  api.post(
    '/api/studio/projects',
    {
      schema: {
        tags: TAGS,
        summary: 'Create a project with the default playback chain',
        body: z.object({
          name: z.string().min(1).max(120).optional(),
          vehicleModel: z.string().min(1).max(40).optional(),
        }),
        response: { 201: projectDetail, ...errors },
      },
    },
    async (request, reply) => {
      const tenantId = tenantOf(request).id
      const document = newProjectDocument(request.body.name, request.body.vehicleModel)
      await assertBelowTenantLimit(context.config.tenantLimits, 'projects', () =>
        store.projects.count(tenantId),
      )
      if (!VEHICLE_MODEL_IDS.includes(document.vehicleModel))
        throw new ApiError(
          400,
          'invalid_request',
          `unknown vehicle model "${document.vehicleModel}"; models: ${VEHICLE_MODEL_IDS.join(', ')}`,
        )
      const row = await store.projects.create(tenantId, {
        app: STUDIO_PROJECT_APP,
        name: document.name,
        document: document as never,
        actor: 'person',
      })
      const revisions = await store.projects.revisions(tenantId, row.id, { limit: 50 })
      return reply.code(201).send(projectDetailOf(row, revisions))
    },
  )

  api.get(
    '/api/studio/projects/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'A project: its chain and its latest revisions (who changed what, in which batch)',
        params: projectParams,
        response: { 200: projectDetail, ...errors },
      },
    },
    async (request) => {
      const tenantId = tenantOf(request).id
      const row = await ownProject(tenantId, request.params.id)
      const revisions = await store.projects.revisions(tenantId, row.id, { limit: 50 })
      return projectDetailOf(row, revisions)
    },
  )

  api.post(
    '/api/studio/projects/:id/edits',
    {
      schema: {
        tags: TAGS,
        summary:
          'Edit the chain as a person: tool-shaped edits applied in order as one revision, all or nothing',
        description:
          'Each edit is `{ tool, args }` with the arguments of update-link, update-param or bind-param-to-signal. A refused edit answers 422 `edit_rejected` with the tool error in `details` and changes nothing. `expectedRevision` guards against editing over someone else’s change (409 `conflict`).',
        params: projectParams,
        body: z.object({
          edits: z.array(projectEdit).min(1).max(50),
          expectedRevision: z.number().int().positive().optional(),
        }),
        response: { 200: projectDetail, ...errors },
      },
    },
    async (request) => {
      const tenantId = tenantOf(request).id
      const row = await ownProject(tenantId, request.params.id)
      const state = studioStateOf(row)
      for (const [index, edit] of request.body.edits.entries()) {
        const outcome = await runStudioTool(tools, edit.tool, edit.args, state, { tenantId })
        if (!outcome.ok)
          throw new ApiError(422, 'edit_rejected', `edit ${index + 1} (${edit.tool}): ${outcome.message}`, {
            details: { index, tool: edit.tool, error: outcome.error },
          })
      }
      const summary = state.changes.join('; ')
      const committed = await guarded(() =>
        store.projects.commit(tenantId, row.id, {
          document: state.document as never,
          actor: 'person',
          batchId: randomUUID(),
          summary,
          expectedRevision: request.body.expectedRevision ?? row.revision,
        }),
      )
      learn([
        projectEntry(
          { tenantId, projectId: row.id, name: row.name, document: state.document },
          summary,
          committed.revision,
        ),
      ])
      return projectDetailOf(committed, await store.projects.revisions(tenantId, row.id, { limit: 50 }))
    },
  )

  api.post(
    '/api/studio/projects/:id/undo',
    {
      schema: {
        tags: TAGS,
        summary: 'Undo a batch of revisions (a person’s edit or a whole agent turn); the latest batch first',
        params: projectParams,
        body: z.object({ batchId: z.uuid() }),
        response: { 200: projectDetail, ...errors },
      },
    },
    async (request) => {
      const tenantId = tenantOf(request).id
      const row = await ownProject(tenantId, request.params.id)
      const undone = await guarded(() => store.projects.undoBatch(tenantId, row.id, request.body.batchId))
      return projectDetailOf(undone, await store.projects.revisions(tenantId, row.id, { limit: 50 }))
    },
  )

  api.post(
    '/api/studio/projects/:id/redo',
    {
      schema: {
        tags: TAGS,
        summary:
          'Redo an undone batch: its chain back as a new revision by the person, while its undo is the latest change',
        description:
          '`batchId` names the undone batch. Only the latest undo can be redone (409 `conflict` when a change came after it or the batch stands); an unknown batch is 404. The redo is a batch of its own, undone like any edit.',
        params: projectParams,
        body: z.object({ batchId: z.uuid() }),
        response: { 200: projectDetail, ...errors },
      },
    },
    async (request) => {
      const tenantId = tenantOf(request).id
      const row = await ownProject(tenantId, request.params.id)
      // The check and the new revision are one transaction in the store: nothing can slip in between.
      const committed = await guarded(() => store.projects.redoBatch(tenantId, row.id, request.body.batchId))
      const document = committed.document as unknown as StudioState['document']
      const summary = (await store.projects.revisions(tenantId, row.id, { limit: 1 }))[0]?.summary ?? 'redo'
      learn([
        projectEntry({ tenantId, projectId: row.id, name: row.name, document }, summary, committed.revision),
      ])
      return projectDetailOf(committed, await store.projects.revisions(tenantId, row.id, { limit: 50 }))
    },
  )

  api.delete(
    '/api/studio/projects/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Delete a project with its revisions, measurements, test runs and generated code',
        description:
          'A session bound to the deleted project starts a new project on its next turn. Another tenant’s or an unknown project answers 404 `not_found` and nothing is deleted.',
        params: projectParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const tenantId = tenantOf(request).id
      const userId = userIdFromHeader(request) ?? null
      const row = await ownProject(tenantId, request.params.id)
      // Deleted between the read and here (another tab): the same answer as an unknown project.
      if (!(await store.projects.delete(tenantId, row.id)))
        throw new ApiError(404, 'not_found', `project ${row.id} not found`)
      await store.audit.record({
        tenantId,
        userId,
        action: 'project_delete',
        model: null,
        tokens: 0,
        detail: { projectId: row.id, name: row.name },
      })
      // What the studio learned about it goes too (its own entry, its test runs, its measurements and
      // presets, which name it): a search must not offer a project that is gone.
      await forget(
        Object.values(LEARNED_COLLECTIONS).map((collection) => ({
          tenantId,
          collection,
          metadata: { projectId: row.id },
        })),
      )
      return reply.code(204).send(null)
    },
  )

  async function ownProject(tenantId: string, id: string) {
    const row = await store.projects.get(tenantId, id)
    if (!row || row.app !== STUDIO_PROJECT_APP)
      throw new ApiError(404, 'not_found', `project ${id} not found`)
    return row
  }
}

/** Store refusals a client can act on, as HTTP answers: conflicts are 409, unknown batches 404. */
async function guarded<T>(operation: () => Promise<T>): Promise<T> {
  try {
    return await operation()
  } catch (error) {
    if (error instanceof StoreError && error.code === 'conflict')
      throw new ApiError(409, 'conflict', error.message)
    if (error instanceof StoreError && error.code === 'not_found')
      throw new ApiError(404, 'not_found', error.message)
    throw error
  }
}
