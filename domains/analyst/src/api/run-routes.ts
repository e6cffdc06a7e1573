import { randomUUID } from 'node:crypto'
import type { LanguageModelV4 } from '@ai-sdk/provider'
import { ApiError, type ServerContext, SseWriter, tenantOf } from '@mindwire/server'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AnalysisEvent } from '../loop/analysis-event.ts'
import { type AnalysisRun, analysisRunSchema, DEFAULT_BUDGET } from '../loop/analysis-run.ts'
import type { AnalystDeps } from '../loop/analyst-deps.ts'
import { observationOf } from '../loop/observation-of.ts'
import { runAnalysis } from '../loop/run-analysis.ts'
import type { StoredRun } from '../loop/run-store.ts'
import { ANALYST_RUN_APP, type StoredAudio, storeRunStore } from '../loop/store-run-store.ts'
import { createLlmPlanner } from '../planners/llm-planner.ts'
import { createOfflinePlanner } from '../planners/offline-planner.ts'
import type { Planner } from '../planners/planner.ts'
import { analysisApiError } from './analysis-errors.ts'
import { errors, runParams, startRunBody, storedRunView } from './api-schemas.ts'
import { checkUploadQuota, type UploadQuota } from './upload-quota.ts'

const TAGS = ['analyst']

export interface RunRoutesOptions {
  deps: () => AnalystDeps
  maxAudioBytes: number
  uploadQuota: UploadQuota
  llmModel?: () => LanguageModelV4
}

/**
 * POST /api/analyst/runs (SSE or JSON), GET and DELETE /api/analyst/runs/:id, POST …/:id/resume. An upload
 * is checked against the tenant's stored-upload cap, then decoded (headers checked against the limits
 * first) before anything is stored; a refusal is a 4xx with a code and stores nothing.
 */
export function runRoutes(app: FastifyInstance, context: ServerContext, options: RunRoutesOptions): void {
  const api = app.withTypeProvider<ZodTypeProvider>()
  let deps: AnalystDeps | undefined
  const depsOf = () => {
    try {
      deps ??= options.deps()
      return deps
    } catch (error) {
      throw new ApiError(503, 'internal', `the analyst executor is unavailable: ${(error as Error).message}`)
    }
  }
  const plannerFor = (name: string): Planner => {
    if (name === 'offline') return createOfflinePlanner({ pipelineOf: depsOf().pipelineOf })
    if (!options.llmModel)
      throw new ApiError(400, 'invalid_request', 'no model is configured for the llm planner')
    try {
      return createLlmPlanner({ model: options.llmModel() })
    } catch (error) {
      // A model that cannot be built (no key, unknown provider) is the server's configuration, said as such.
      throw new ApiError(
        400,
        'invalid_request',
        `the llm planner is not available: ${(error as Error).message}`,
      )
    }
  }
  const decode = async (audio: StoredAudio) => {
    const bytes = Buffer.from(audio.data, 'base64')
    if (bytes.length > options.maxAudioBytes)
      throw new ApiError(
        413,
        'payload_too_large',
        `audio is ${bytes.length} bytes; the limit is ${options.maxAudioBytes}`,
      )
    try {
      return await depsOf().decode(new Uint8Array(bytes), audio)
    } catch (error) {
      throw analysisApiError(error, 'decode')
    }
  }

  api.post(
    '/api/analyst/runs',
    {
      // Base64 is 4/3 of the bytes; the rest of the body is small.
      bodyLimit: Math.ceil((options.maxAudioBytes * 4) / 3) + 64 * 1024,
      schema: {
        tags: TAGS,
        summary:
          'Analyse uploaded audio: SSE progress (round_started, plan, experiment, evidence, final) or, with stream:false, the whole run as JSON',
        body: startRunBody,
        response: { 200: analysisRunSchema, ...errors },
      },
    },
    async (request, reply) => {
      const tenantId = tenantOf(request).id
      const { audio: upload, budget, planner: plannerName, tags } = request.body
      await checkUploadQuota(context.store, tenantId, upload.data.length, options.uploadQuota)
      const audio = await decode(upload)
      const planner = plannerFor(plannerName)
      const runs = storeRunStore(context.store, tenantId)
      const id = randomUUID()
      await runs.saveAudio(id, upload)
      const observation = observationOf(audio, {
        id: `obs-${id}`,
        tags,
        captureMetadata: { mimeType: upload.mimeType, fileName: upload.fileName },
      })
      const run = async (onEvent?: (event: AnalysisEvent) => Promise<void>) => {
        try {
          return await runAnalysis({
            id,
            audio,
            observation,
            budget: budget ?? DEFAULT_BUDGET,
            planner,
            deps: depsOf(),
            store: runs,
            onEvent,
          })
        } catch (error) {
          // A run that failed before its header was stored (the probe overran) cannot be resumed: its
          // upload is not kept against the tenant's cap.
          if (!(await runs.load(id))) await context.store.sessions.delete(tenantId, id)
          throw error
        }
      }
      return respond(request, reply, id, request.body.stream ?? true, run)
    },
  )

  api.post(
    '/api/analyst/runs/:id/resume',
    {
      schema: {
        tags: TAGS,
        summary:
          'Continue a run that stopped (a crash, a restart) from its last stored round, with its stored audio',
        params: runParams,
        body: startRunBody.pick({ stream: true }).partial().optional(),
        response: { 200: analysisRunSchema, ...errors },
      },
    },
    async (request, reply) => {
      const tenantId = tenantOf(request).id
      const runs = storeRunStore(context.store, tenantId)
      const stored = await runs.load(request.params.id)
      const upload = stored && (await runs.loadAudio(stored.id))
      if (!stored || !upload) throw new ApiError(404, 'not_found', `run ${request.params.id} not found`)
      if (stored.final) throw new ApiError(409, 'conflict', `run ${stored.id} has already finished`)
      const audio = await decode(upload)
      const planner = plannerFor(stored.planner === 'offline' ? 'offline' : 'llm')
      const run = (onEvent?: (event: AnalysisEvent) => Promise<void>) =>
        runAnalysis({
          audio,
          observation: stored.observation,
          budget: stored.budget,
          planner,
          deps: depsOf(),
          store: runs,
          resumeFrom: stored,
          onEvent,
        })
      return respond(request, reply, stored.id, request.body?.stream ?? true, run)
    },
  )

  api.get(
    '/api/analyst/runs/:id',
    {
      schema: {
        tags: TAGS,
        summary:
          'A run with every round: the input each plan was made from, the plan, each experiment and its evidence',
        params: runParams,
        response: { 200: storedRunView, ...errors },
      },
    },
    async (request) => {
      const stored = await storeRunStore(context.store, tenantOf(request).id).load(request.params.id)
      if (!stored) throw new ApiError(404, 'not_found', `run ${request.params.id} not found`)
      return viewOf(stored)
    },
  )

  api.delete(
    '/api/analyst/runs/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Delete a run with its stored audio, freeing its share of the tenant’s upload cap',
        params: runParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const tenantId = tenantOf(request).id
      const session = await context.store.sessions.get(tenantId, request.params.id)
      if (!session || session.app !== ANALYST_RUN_APP)
        throw new ApiError(404, 'not_found', `run ${request.params.id} not found`)
      await context.store.sessions.delete(tenantId, session.id)
      return reply.code(204).send(null)
    },
  )

  /** Streams the run's events as SSE (numbered from 1), or answers with the finished run as JSON. */
  async function respond(
    request: FastifyRequest,
    reply: FastifyReply,
    id: string,
    stream: boolean,
    run: (onEvent?: (event: AnalysisEvent) => Promise<void>) => Promise<AnalysisRun>,
  ): Promise<AnalysisRun | undefined> {
    if (!stream)
      return run().catch((error: unknown) => {
        throw analysisApiError(error, 'run') ?? error
      })
    reply.hijack()
    const writer = new SseWriter(reply.raw, context.config.sseHeartbeatMs, { 'x-run-id': id })
    let seq = 0
    // The run goes on if the client leaves: every round is stored and GET shows the result.
    const send = (event: unknown) => writer.send(++seq, event)
    try {
      await send({ type: 'run', id })
      await run(send)
    } catch (error) {
      const known = analysisApiError(error, 'run')
      if (!known) request.log.error({ err: error, runId: id }, 'analyst run failed')
      const message = known ? known.message : 'the run failed; resume it with POST …/resume'
      await send({ type: 'error', error: { code: known ? known.code : 'internal', message } })
    }
    writer.end()
    return undefined
  }
}

function viewOf(run: StoredRun) {
  const { elapsedMs: _elapsed, final, ...rest } = run
  return { ...rest, status: final ? ('done' as const) : ('running' as const), ...final }
}
