import type { WebSocket } from '@fastify/websocket'
import {
  ApiError,
  assertStorableText,
  publicError,
  RunSubscriber,
  type SequencedEvent,
  sessionRunning,
  tenantOf,
} from '@mindwire/server'
import type { Tenant } from '@mindwire/store'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { VehicleCommand } from '../adapters/vehicle-gateway.ts'
import { toWireCommand } from '../adapters/wire-command.ts'
import { refuseScreenReport } from '../vehicle/state-authority.ts'
import { isSimulator } from '../vehicle/vehicle-state.ts'
import { vehicleIdSchema } from './api-schemas.ts'
import type { CockpitServices } from './cockpit-services.ts'
import type { DialogResponse } from './dialog-response.ts'
import { bargeIn, cancelDialog, confirmCommand } from './dialog-routes.ts'
import { dialogSession } from './dialog-session.ts'
import { onceFor } from './idempotency.ts'
import { textLanguage } from './reply-language.ts'
import { startDialogRun } from './run-dialog.ts'
import { vehicleIdOf, vehicleKey } from './vehicle-key.ts'
import { assertVehicleRoom } from './vehicle-room.ts'
import { clientEvents, envelope, isClientEvent } from './ws-messages.ts'

interface Connection {
  socket: WebSocket
  tenant: Tenant
  vehicleId: string
  key: string
  /** `agent`: the car itself (the only source of a real car's sensors); `client`: a screen or an app. */
  role: 'client' | 'agent'
}

/**
 * The WebSocket gateway of seed 002 §5.2 at /api/v1/ws?vehicleId=…&role=client|agent (token in the
 * Authorization header or `token` query). Clients (the car's HMI) send dialog input, confirmations,
 * state reports and pings, and receive streamed replies, confirmation requests and state updates. An
 * agent connection is the vehicle itself: it receives `command:execute` and reports results.
 */
export function wsGateway(app: FastifyInstance, services: CockpitServices): void {
  const query = z.object({
    vehicleId: vehicleIdSchema,
    role: z.enum(['client', 'agent']).default('client'),
    token: z.string().optional(),
  })
  app.get(
    '/api/v1/ws',
    {
      websocket: true,
      schema: { hide: true, querystring: query },
      config: { acceptsVehicleKey: true },
      // A vehicle's command feed is only ever handed to that vehicle's own key, in every auth mode: a
      // tenant key names no car, so any of the tenant's apps could otherwise pose as any of its cars.
      preValidation: async (request) => {
        const { role, vehicleId } = request.query as { role?: string; vehicleId?: string }
        const keyVehicle = request.keyScope?.vehicleId
        if (role === 'agent' && !request.viaApiKey)
          throw new ApiError(401, 'unauthorized', 'role=agent needs the vehicle’s API key')
        if (role === 'agent' && keyVehicle !== vehicleId)
          throw new ApiError(
            403,
            'forbidden',
            'role=agent needs this vehicle’s own key (mindwire keys create --tenant … --vehicle <id>)',
          )
        if (keyVehicle && role !== 'agent')
          throw new ApiError(403, 'forbidden', 'a vehicle’s key connects only as that vehicle’s agent')
      },
      // A first connection registers the vehicle: within the tenant's cap, refused before the upgrade.
      preHandler: async (request) => {
        const tenantId = tenantOf(request).id
        const { vehicleId } = request.query as z.infer<typeof query>
        if (!(await services.cockpit.registry.load(vehicleKey(tenantId, vehicleId))))
          await assertVehicleRoom(services, tenantId)
      },
    },
    (socket, request) => {
      const { vehicleId, role } = request.query as z.infer<typeof query>
      const tenant = tenantOf(request)
      const connection: Connection = {
        socket,
        tenant,
        vehicleId,
        role,
        key: vehicleKey(tenant.id, vehicleId),
      }
      const { registry, gateway } = services.cockpit
      // Seed 002 §5.2: `command:execute` is a VehicleCommand, under the id the dialog API reports.
      const link = {
        sendCommand: (command: VehicleCommand) =>
          send(socket, 'command:execute', toWireCommand(command, vehicleIdOf(command.vehicleId))),
      }
      let closed = false
      // The vehicle is registered in the tenant (when new) before any message of the connection is handled:
      // by a screen, as a simulator; by its agent, as a real car. A car whose agent connected is real from
      // then on, whoever named it first: a screen cannot keep a car a simulator by speaking before it.
      const ready = registry.ensure(connection.key, role !== 'agent').then((state) => {
        if (role !== 'agent' || closed) return
        if (isSimulator(state)) registry.markReal(connection.key)
        gateway.attach(connection.key, link)
      })
      // Screens follow the car's state; the car's own link is not sent back what it reported itself.
      const unsubscribe =
        role === 'agent'
          ? () => {}
          : registry.onChange((changed, state) => {
              if (changed === connection.key) send(socket, 'vehicle:state', state)
            })
      socket.on('close', () => {
        closed = true
        unsubscribe()
        if (role === 'agent') void ready.then(() => gateway.detach(connection.key, link))
      })
      socket.on('message', (raw: Buffer) => {
        void ready
          .then(() => handle(services, connection, raw.toString()))
          .catch((error: unknown) => {
            const { code, message, details } = publicError(error, services.context.log, {
              vehicleId: connection.vehicleId,
            }).body().error
            send(socket, 'error', details === undefined ? { code, message } : { code, message, details })
          })
      })
    },
  )
}

async function handle(services: CockpitServices, connection: Connection, text: string): Promise<void> {
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    throw new ApiError(400, 'invalid_json', 'messages must be JSON: { "event": "...", "data": { ... } }')
  }
  // The same input policy as every HTTP route, before the message is looked at any further.
  assertStorableText(parsed, 'message')
  const message = envelope.safeParse(parsed)
  if (!message.success)
    throw new ApiError(400, 'invalid_request', 'messages must look like { "event": "...", "data": { ... } }')
  const event = message.data.event
  // Own names only: `__proto__` or `toString` must not find Object.prototype's members.
  if (!isClientEvent(event)) {
    const events = Object.keys(clientEvents)
    throw new ApiError(400, 'unknown_event', `unknown event "${event}"; use ${events.join(', ')}`, {
      details: { events },
    })
  }
  const schema = clientEvents[event]
  const data = schema.safeParse(message.data.data ?? {})
  if (!data.success) {
    throw new ApiError(
      400,
      'invalid_request',
      `${event}: ${data.error.issues.map((i) => `${i.path.join('.') || 'data'}: ${i.message}`).join('; ')}`,
    )
  }
  const { socket } = connection
  switch (event) {
    case 'ping':
      return send(socket, 'pong', {
        timestamp: (data.data as { timestamp?: number }).timestamp ?? Date.now(),
      })
    case 'vehicle:state_update': {
      const { registry } = services.cockpit
      const refused =
        connection.role === 'agent' ? undefined : refuseScreenReport(registry.get(connection.key), data.data)
      if (refused)
        throw new ApiError(refused.status, refused.code, refused.message, {
          details: { fields: refused.fields },
        })
      const result = registry.patch(connection.key, data.data)
      if (!result.ok) throw new ApiError(400, 'invalid_request', result.error)
      return
    }
    case 'command:result': {
      const { commandId, ...report } = data.data as z.infer<(typeof clientEvents)['command:result']>
      if (!services.cockpit.gateway.reportFrom(connection.key, commandId, report))
        throw new ApiError(404, 'not_found', `no command ${commandId} is waiting`)
      return
    }
    case 'dialog:input':
      return dialogInput(services, connection, data.data as z.infer<(typeof clientEvents)['dialog:input']>)
    case 'dialog:cancel': {
      const { sessionId } = data.data as z.infer<(typeof clientEvents)['dialog:cancel']>
      const outcome = await cancelDialog(services, connection.tenant, sessionId)
      return send(socket, 'dialog:cancelled', { sessionId, ...outcome })
    }
    case 'command:confirm': {
      const { sessionId, commandId, confirmed } = data.data as z.infer<
        (typeof clientEvents)['command:confirm']
      >
      // A screen confirms only its own vehicle's commands (and only in its tenant).
      const response = await confirmCommand(
        services,
        connection.tenant,
        sessionId,
        commandId,
        confirmed,
        connection.key,
      )
      return finish(socket, commandId, response)
    }
  }
}

/** Streams one utterance's reply as response_start / response_chunk… / confirm_required / response_end. */
async function dialogInput(
  services: CockpitServices,
  connection: Connection,
  input: z.infer<(typeof clientEvents)['dialog:input']>,
) {
  const { socket, tenant } = connection
  const session = await dialogSession(services, tenant, input.sessionId, connection.vehicleId, {
    language: textLanguage(input.text),
  })
  const response = await onceFor(
    services.context.store,
    tenant,
    input.idempotencyKey,
    { sessionId: session.id, vehicleKey: connection.key, text: input.text },
    async () => {
      await bargeIn(services, session)
      const run = await startDialogRun(services, {
        tenant,
        session,
        fresh: session.created,
        text: input.text,
        begin: (agent, scope) => agent.send(input.text || ' ', { scope }),
      })
      send(socket, 'dialog:response_start', { messageId: run.live.runId })
      run.live.subscribe(new ChunkSubscriber(socket, run.live.runId), run.live.firstSeq - 1)
      const answered = await run.response
      return { ...answered, messageId: run.live.runId } as DialogResponse
    },
    () => sessionRunning(services.context, session.id),
  )
  return finish(
    socket,
    (response as DialogResponse & { messageId?: string }).messageId ?? session.id,
    response,
  )
}

/** Ends a reply: confirmation requests for waiting commands, then response_end with the commands. */
function finish(socket: WebSocket, messageId: string, response: DialogResponse): void {
  for (const command of response.data.commands) {
    if (command.requiresConfirmation)
      send(socket, 'command:confirm_required', {
        commandId: command.id,
        message: response.data.confirmationMessage,
      })
  }
  send(socket, 'dialog:response_end', {
    messageId,
    text: response.data.text,
    commands: response.data.commands,
    warnings: response.data.warnings,
    meta: response.meta,
    ...(response.data.cancelled ? { cancelled: true } : {}),
    ...(response.error ? { error: response.error } : {}),
  })
}

/** Forwards a run's text deltas as response chunks. */
class ChunkSubscriber extends RunSubscriber {
  readonly #socket: WebSocket
  readonly #messageId: string

  constructor(socket: WebSocket, messageId: string) {
    super()
    this.#socket = socket
    this.#messageId = messageId
  }

  protected write({ event }: SequencedEvent): void {
    if (event.type === 'delta')
      send(this.#socket, 'dialog:response_chunk', { messageId: this.#messageId, chunk: event.content })
  }
}

function send(socket: WebSocket, event: string, data: unknown): void {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify({ event, data }))
}
