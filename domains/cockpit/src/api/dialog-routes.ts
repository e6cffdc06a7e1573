import {
  ApiError,
  type CancelOutcome,
  cancelRun,
  errorBody,
  respondWithRun,
  sessionRunning,
  tenantOf,
} from '@mindwire/server'
import type { Tenant } from '@mindwire/store'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { cancelBody, confirmBody, dialogBody, dialogResponseSchema } from './api-schemas.ts'
import type { CockpitServices } from './cockpit-services.ts'
import type { DialogResponse } from './dialog-response.ts'
import { dialogSerializerCompiler } from './dialog-response-json.ts'
import {
  type DialogSession,
  dialogSession,
  dialogSessionById,
  findDialogSession,
  platformSessionId,
  sessionVehicle,
} from './dialog-session.ts'
import { dialogValidatorCompiler } from './dialog-validation.ts'
import { assertKeyFits, onceFor } from './idempotency.ts'
import { startDialogRun } from './run-dialog.ts'
import { vehicleIdOf, vehicleKey } from './vehicle-key.ts'

const errors = { '4xx': errorBody, '5xx': errorBody }
const NOT_HEARD = '没有听清，请再说一遍。'

/** The NLC dialog API of seed 002 §5.1: dialog, confirm, stream, sessions. */
export function dialogRoutes(app: FastifyInstance, services: CockpitServices): void {
  const { store } = services.context
  const api = app.withTypeProvider<ZodTypeProvider>()

  api.post(
    '/api/v1/dialog',
    {
      schema: {
        tags: ['cockpit'],
        summary: 'Handle one utterance of a driver: intent → safety rules → vehicle commands → reply',
        headers: z.object({ 'idempotency-key': z.string().max(200).optional() }).passthrough(),
        body: dialogBody,
        response: { 200: dialogResponseSchema, ...errors },
      },
      serializerCompiler: dialogSerializerCompiler,
      validatorCompiler: dialogValidatorCompiler,
    },
    async (request) => {
      const tenant = tenantOf(request)
      const { sessionId, vehicleId, text } = request.body
      const key = request.body.idempotencyKey ?? request.headers['idempotency-key']
      const started = performance.now()
      const target = {
        sessionId: platformSessionId(tenant.id, sessionId),
        vehicleKey: vehicleKey(tenant.id, vehicleId),
        text,
      }
      await assertKeyFits(store, tenant, key, target)
      // A keyed request records its key against the session before the run: that session must be stored.
      const withTurn = !key && text.trim() !== ''
      const session = await dialogSession(services, tenant, sessionId, vehicleId, { withTurn })
      if (!text.trim()) return notHeard(session.nlcId, started)
      return onceFor(
        store,
        tenant,
        key,
        target,
        async () => {
          await bargeIn(services, session)
          const run = await startDialogRun(services, {
            tenant,
            session,
            fresh: session.created,
            text,
            begin: (agent, scope) => agent.send(text, { scope }),
          })
          return run.response
        },
        () => sessionRunning(services.context, session.id),
      )
    },
  )

  api.post(
    '/api/v1/dialog/stream',
    {
      schema: {
        tags: ['cockpit'],
        summary:
          'Like /dialog, answered as Server-Sent Events (delta, tool_call, tool_result, confirm_required, done)',
        body: dialogBody,
      },
      validatorCompiler: dialogValidatorCompiler,
    },
    async (request, reply) => {
      const tenant = tenantOf(request)
      const { sessionId, vehicleId, text } = request.body
      // Refused before the session exists: a rejected request leaves nothing behind.
      if (!text.trim()) throw new ApiError(400, 'invalid_request', NOT_HEARD)
      const session = await dialogSession(services, tenant, sessionId, vehicleId)
      await bargeIn(services, session)
      const run = await startDialogRun(services, {
        tenant,
        session,
        fresh: session.created,
        text,
        begin: (agent, scope) => agent.send(text, { scope }),
      })
      return respondWithRun(services.context, request, reply, run.live, true)
    },
  )

  api.post(
    '/api/v1/dialog/confirm',
    {
      schema: {
        tags: ['cockpit'],
        summary: 'Confirm or decline a safety-sensitive command that is waiting',
        body: confirmBody,
        response: { 200: dialogResponseSchema, ...errors },
      },
      serializerCompiler: dialogSerializerCompiler,
    },
    async (request) => {
      const tenant = tenantOf(request)
      const { sessionId, commandId, confirmed } = request.body
      return confirmCommand(services, tenant, sessionId, commandId, confirmed)
    },
  )

  api.post(
    '/api/v1/dialog/cancel',
    {
      schema: {
        tags: ['cockpit'],
        summary: 'Stop the turn in progress (Stop): a command not yet sent to the car is not sent',
        body: cancelBody,
      },
    },
    async (request) => {
      const outcome = await cancelDialog(services, tenantOf(request), request.body.sessionId)
      return { success: true, data: { sessionId: request.body.sessionId, ...outcome } }
    },
  )

  api.get(
    '/api/v1/sessions/:id',
    {
      schema: {
        tags: ['cockpit'],
        summary: 'A dialog session: history, vehicle, pending commands',
        params: z.object({ id: z.uuid() }),
      },
    },
    async (request) => {
      const tenant = tenantOf(request)
      const session = await findDialogSession(services, tenant, request.params.id)
      const key = session && sessionVehicle(session)
      if (!session || !key) throw new ApiError(404, 'not_found', `session ${request.params.id} not found`)
      const [checkpoint, commands, vehicleState] = await Promise.all([
        store.checkpointer.load(session.id),
        store.commands.listBySession(tenant.id, session.id),
        services.cockpit.registry.load(key),
      ])
      return {
        success: true,
        data: {
          id: session.nlcId,
          platformSessionId: session.id,
          vehicleId: vehicleIdOf(key),
          messages: checkpoint?.snapshot.messages ?? [],
          vehicleState: vehicleState ?? null,
          pendingCommands: commands.filter((c) => c.status === 'pending'),
          createdAt: session.createdAt.getTime(),
          lastActiveAt: session.lastActiveAt.getTime(),
          expiresAt: session.expiresAt?.getTime() ?? null,
        },
      }
    },
  )

  api.delete(
    '/api/v1/sessions/:id',
    {
      schema: {
        tags: ['cockpit'],
        summary: 'End a dialog session and erase its history',
        params: z.object({ id: z.uuid() }),
      },
    },
    async (request) => {
      const tenant = tenantOf(request)
      const session = await findDialogSession(services, tenant, request.params.id)
      if (!session) throw new ApiError(404, 'not_found', `session ${request.params.id} not found`)
      const live = services.context.runs.get(session.id)
      if (live) {
        live.abort('the session was ended')
        await live.result
      }
      const deleted = await store.sessions.delete(tenant.id, session.id)
      if (!deleted) throw new ApiError(404, 'not_found', `session ${request.params.id} not found`)
      return { success: true }
    },
  )
}

/** Cancels a dialog session's turn in progress; another tenant's session is not found. */
export async function cancelDialog(
  services: CockpitServices,
  tenant: Tenant,
  sessionId: string,
): Promise<CancelOutcome> {
  const session = await findDialogSession(services, tenant, sessionId)
  if (!session) throw new ApiError(404, 'not_found', `session ${sessionId} not found`)
  const outcome = await cancelRun(services.context, session.id, 'cancel')
  if (outcome.status === 'cancelled')
    await services.context.store.audit.record({
      tenantId: tenant.id,
      userId: session.userId,
      action: 'run_cancel',
      model: null,
      tokens: 0,
      detail: { sessionId: session.id, runId: outcome.runId },
    })
  return outcome
}

/** A new utterance interrupts the turn before it (the driver spoke again): that turn is cancelled first. */
export async function bargeIn(services: CockpitServices, session: DialogSession): Promise<void> {
  if (!session.created) await cancelRun(services.context, session.id, 'barge_in')
}

/**
 * Answers a waiting command: runs it (rules asked again) or declines it; an expired one is declined. The
 * session may be left out (seed 002 §5.2 `command:confirm {commandId, confirmed}`): the command's own is
 * looked up in the caller's tenant; `vehicleKey`, when given, must be the command's vehicle.
 */
export async function confirmCommand(
  services: CockpitServices,
  tenant: Tenant,
  sessionId: string | undefined,
  commandId: string,
  confirmed: boolean,
  vehicleKey?: string,
): Promise<DialogResponse> {
  const { store } = services.context
  const command = await store.commands.get(tenant.id, commandId)
  const session =
    command &&
    (sessionId === undefined
      ? command.sessionId === null
        ? undefined
        : await dialogSessionById(services, tenant, command.sessionId)
      : await findDialogSession(services, tenant, sessionId))
  if (!session || !command || command.sessionId !== session.id)
    throw new ApiError(404, 'not_found', `command ${commandId} not found`)
  if (vehicleKey !== undefined && sessionVehicle(session) !== vehicleKey)
    throw new ApiError(404, 'not_found', `command ${commandId} not found`)
  if (command.status !== 'pending')
    throw new ApiError(409, 'no_pending_call', `command ${commandId} is ${command.status}, not waiting`)
  const expired = command.expiresAt !== null && command.expiresAt.getTime() <= Date.now()
  const moved = await store.commands.transition(
    tenant.id,
    command.id,
    ['pending'],
    expired ? 'expired' : confirmed ? 'confirmed' : 'pending',
  )
  if (!moved) throw new ApiError(409, 'no_pending_call', `command ${commandId} was answered already`)
  const run = await startDialogRun(services, {
    tenant,
    session,
    precheck: (agent) => {
      if (!agent.pending.some((call) => call.callId === command.callId)) {
        throw new ApiError(
          409,
          'no_pending_call',
          `command ${commandId} no longer waits in session ${session.nlcId}`,
        )
      }
    },
    begin: (agent, scope) => agent.confirm(command.callId, confirmed && !expired, { scope }),
  })
  const response = await run.response
  if (expired) {
    throw new ApiError(
      410,
      'no_pending_call',
      '确认已超时，操作已取消，请重新下达指令 / the confirmation expired',
      { details: response },
    )
  }
  return response
}

function notHeard(sessionId: string, started: number): DialogResponse {
  return {
    success: true,
    data: {
      sessionId,
      text: NOT_HEARD,
      commands: [],
      requiresConfirmation: false,
      confirmationMessage: null,
      warnings: [],
    },
    meta: { latencyMs: Math.round((performance.now() - started) * 100) / 100, modelUsed: null },
  }
}
