import { randomUUID } from 'node:crypto'
import { ApiError, type ServerContext, tenantOf } from '@mindwire/server'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { autoTune } from '../autotune/index.ts'
import { SEATS } from '../cabin/vehicle-models.ts'
import type { ProjectDocument } from '../chain/chain.ts'
import { generateCode, moduleDefSchema, SandboxBusyError } from '../forge/index.ts'
import { isTargetCurve, measure } from '../measurement/index.ts'
import type { Learn } from '../memory/learn.ts'
import { autoTuneEntry, measurementEntry, projectEntry, testRunEntry } from '../memory/learned-knowledge.ts'
import type { StudioArtifact } from '../project/studio-state.ts'
import { runSuite, TEST_SUITES, testSuite } from '../test-suites/suites.ts'
import { measureProject, TOLERANCE_DB } from '../xitune/measure-project.ts'
import { errors, projectParams } from './api-schemas.ts'
import { millis } from './project-view.ts'
import { STUDIO_PROJECT_APP } from './studio-state-holder.ts'

const TAGS = ['studio']
const KINDS = {
  measurements: 'measurement',
  'test-runs': 'test-run',
  'generated-code': 'generated-code',
  'tuning-ui': 'tuning-ui',
} as const
const artifactSummary = z.object({
  id: z.string(),
  kind: z.string(),
  title: z.string(),
  sessionId: z.string().nullable(),
  createdAt: z.number(),
})
const artifactDetail = artifactSummary
  .extend({ data: z.record(z.string(), z.unknown()) })
  .meta({ id: 'StudioArtifact' })

/**
 * A project's XiTune measurements and auto-tune, XiTest runs and XiForge code: each run here is kept with
 * the project, as the agent's tool calls are, and listed or read back by kind.
 */
export function artifactRoutes(app: FastifyInstance, context: ServerContext, learn: Learn): void {
  const { store } = context
  const api = app.withTypeProvider<ZodTypeProvider>()

  async function ownProject(tenantId: string, id: string) {
    const row = await store.projects.get(tenantId, id)
    if (!row || row.app !== STUDIO_PROJECT_APP)
      throw new ApiError(404, 'not_found', `project ${id} not found`)
    return { row, document: row.document as unknown as ProjectDocument }
  }

  /** A project row as learned knowledge names it; `document` when it changed since the row was read. */
  function facts(
    tenantId: string,
    row: { id: string; name: string; document: unknown },
    document = row.document as ProjectDocument,
  ) {
    return { tenantId, projectId: row.id, name: row.name, document }
  }

  async function keep(tenantId: string, projectId: string, artifact: StudioArtifact) {
    const saved = await store.projectArtifacts.add(tenantId, {
      projectId,
      ...artifact,
      data: artifact.data as never,
    })
    return {
      id: saved.id,
      kind: saved.kind,
      title: saved.title,
      sessionId: saved.sessionId,
      createdAt: millis(saved.createdAt),
      // As stored: text the database could not hold was replaced there, and a read-back must match.
      data: saved.data as typeof artifact.data,
    }
  }

  api.post(
    '/api/studio/projects/:id/measurements',
    {
      schema: {
        tags: TAGS,
        summary:
          'Measure the project at a seat of its simulated vehicle (XiTune): curve, target, deviation, findings',
        params: projectParams,
        body: z.object({
          position: z.enum(SEATS).default('driver'),
          signalType: z.enum(['sweep', 'pink']).default('sweep'),
        }),
        response: { 201: artifactDetail, ...errors },
      },
    },
    async (request, reply) => {
      const tenantId = tenantOf(request).id
      const { row, document } = await ownProject(tenantId, request.params.id)
      const { position, signalType } = request.body
      const measured = measureProject(document, position, signalType, Date.now() % 100_000)
      const data = {
        position,
        signalType,
        vehicleModel: measured.vehicleModel,
        targetCurve: measured.targetCurve,
        revision: row.revision,
        summary: measured.summary,
        findings: measured.findings,
        suggestions: measured.suggestions,
        frequencies: Array.from(measured.curve.frequencies),
        magnitudeDb: Array.from(measured.curve.magnitudeDb),
        targetDb: Array.from(measured.target.magnitudeDb),
      }
      const title = `${position} ${signalType}: max deviation ${measured.summary.maxDeviationDb} dB`
      const kept = await keep(tenantId, row.id, { id: randomUUID(), kind: 'measurement', title, data })
      learn([measurementEntry(facts(tenantId, row), position, measured.summary, measured.findings)])
      return reply.code(201).send(kept)
    },
  )

  api.post(
    '/api/studio/projects/:id/auto-tune',
    {
      schema: {
        tags: TAGS,
        summary:
          'Auto-tune a seat to the project’s target (XiTune): peaking bands fitted to the measured deviation, kept as one revision',
        params: projectParams,
        body: z.object({
          position: z.enum(SEATS).default('driver'),
          toleranceDb: z.number().min(1).max(12).default(TOLERANCE_DB),
        }),
        response: {
          200: z.object({
            revision: z.number(),
            batchId: z.string().nullable(),
            converged: z.boolean(),
            before: z.object({ maxDeviationDb: z.number(), rmsDeviationDb: z.number() }),
            after: z.object({ maxDeviationDb: z.number(), rmsDeviationDb: z.number() }),
            iterations: z.array(z.record(z.string(), z.unknown())),
          }),
          ...errors,
        },
      },
    },
    async (request) => {
      const tenantId = tenantOf(request).id
      const { row, document } = await ownProject(tenantId, request.params.id)
      const { position, toleranceDb } = request.body
      const target = isTargetCurve(document.targetCurve) ? document.targetCurve : 'flat'
      const tuned = autoTune({
        measure: (chain) =>
          measure({
            chain,
            sampleRate: document.sampleRate,
            vehicleModel: document.vehicleModel,
            seat: position,
            signalType: 'sweep',
            seed: row.revision,
          }).curve,
        chain: document.chain,
        target,
        sampleRate: document.sampleRate,
        toleranceDb,
      })
      let revision = row.revision
      let batchId: string | null = null
      if (tuned.iterations.length > 0) {
        batchId = randomUUID()
        const summary = `auto-tune ${position}: max deviation ${tuned.before.maxDeviationDb.toFixed(1)} → ${tuned.after.maxDeviationDb.toFixed(1)} dB (${tuned.iterations.length} rounds)`
        const committed = await store.projects.commit(tenantId, row.id, {
          document: { ...document, chain: tuned.chain } as never,
          actor: 'person',
          batchId,
          summary,
          expectedRevision: row.revision,
        })
        revision = committed.revision
        const project = facts(tenantId, row, { ...document, chain: tuned.chain })
        learn([autoTuneEntry(project, position, tuned), projectEntry(project, summary, revision)])
      }
      return {
        revision,
        batchId,
        converged: tuned.converged,
        before: tuned.before,
        after: tuned.after,
        iterations: tuned.iterations.map((iteration) => ({ ...iteration })),
      }
    },
  )

  api.post(
    '/api/studio/projects/:id/test-runs',
    {
      schema: {
        tags: TAGS,
        summary: 'Run an XiTest suite over the project’s chain; results per case',
        params: projectParams,
        body: z.object({ suiteId: z.string().min(1).max(60) }),
        response: { 201: artifactDetail, ...errors },
      },
    },
    async (request, reply) => {
      const tenantId = tenantOf(request).id
      const { row, document } = await ownProject(tenantId, request.params.id)
      const suite = testSuite(request.body.suiteId)
      if (!suite)
        throw new ApiError(
          404,
          'not_found',
          `suite ${request.body.suiteId} not found; suites: ${TEST_SUITES.map((s) => s.id).join(', ')}`,
        )
      const run = runSuite(suite, document)
      const title = `${suite.id}: ${run.passed}/${run.cases.length} passed`
      const kept = await keep(tenantId, row.id, {
        id: randomUUID(),
        kind: 'test-run',
        title,
        data: { ...run, revision: row.revision },
      })
      learn([testRunEntry(facts(tenantId, row), run, row.revision)])
      return reply.code(201).send(kept)
    },
  )

  api.post(
    '/api/studio/projects/:id/generated-code',
    {
      schema: {
        tags: TAGS,
        summary:
          'Generate a module (or its unit tests) with XiForge; compiled and tested before it is returned',
        params: projectParams,
        body: z.object({
          moduleDef: moduleDefSchema,
          prompt: z.string().max(4000).default(''),
          code: z.string().max(200_000).optional(),
        }),
        response: { 201: artifactDetail, ...errors },
      },
    },
    async (request, reply) => {
      const tenantId = tenantOf(request).id
      const { row } = await ownProject(tenantId, request.params.id)
      const generated = await generateCode(request.body, { tenant: tenantId }).catch((error: unknown) => {
        if (error instanceof SandboxBusyError)
          throw new ApiError(429, 'rate_limited', error.message, { headers: { 'retry-after': '2' } })
        throw error
      })
      if (!generated.valid) throw new ApiError(400, 'invalid_request', generated.summary)
      const { def: _def, ...data } = generated
      const title = `${generated.fileName}: ${generated.ok ? 'compiled, tests passed' : 'failed'}`
      return reply.code(201).send(
        await keep(tenantId, row.id, {
          id: randomUUID(),
          kind: 'generated-code',
          title,
          data: { ...data },
        }),
      )
    },
  )

  for (const [path, kind] of Object.entries(KINDS)) {
    api.get(
      `/api/studio/projects/:id/${path}`,
      {
        schema: {
          tags: TAGS,
          summary: `The project’s ${path.replace('-', ' ')}, newest first (without their data)`,
          params: projectParams,
          response: { 200: z.object({ items: z.array(artifactSummary) }), ...errors },
        },
      },
      async (request) => {
        const tenantId = tenantOf(request).id
        const { row } = await ownProject(tenantId, request.params.id)
        const items = await store.projectArtifacts.list(tenantId, row.id, { kind, limit: 100 })
        return {
          items: items.map((item) => ({
            id: item.id,
            kind: item.kind,
            title: item.title,
            sessionId: item.sessionId,
            createdAt: millis(item.createdAt),
          })),
        }
      },
    )
  }

  api.get(
    '/api/studio/projects/:id/artifacts/:artifactId',
    {
      schema: {
        tags: TAGS,
        summary: 'One measurement, test run, generated code or tuning panel of the project, with its data',
        params: projectParams.extend({ artifactId: z.uuid() }),
        response: { 200: artifactDetail, ...errors },
      },
    },
    async (request) => {
      const tenantId = tenantOf(request).id
      const { row } = await ownProject(tenantId, request.params.id)
      const item = await store.projectArtifacts.get(tenantId, row.id, request.params.artifactId)
      if (!item) throw new ApiError(404, 'not_found', `artifact ${request.params.artifactId} not found`)
      return {
        id: item.id,
        kind: item.kind,
        title: item.title,
        sessionId: item.sessionId,
        createdAt: millis(item.createdAt),
        data: item.data as Record<string, unknown>,
      }
    },
  )
}
