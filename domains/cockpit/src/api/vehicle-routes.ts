import { ApiError, errorBody, tenantOf } from '@mindwire/server'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { refuseScreenReport } from '../vehicle/state-authority.ts'
import { defaultVehicleState, patchVehicleState, vehicleStateSchema } from '../vehicle/vehicle-state.ts'
import { commandResultBody, vehicleIdSchema } from './api-schemas.ts'
import type { CockpitServices } from './cockpit-services.ts'
import { splitVehicleKey, vehicleKey } from './vehicle-key.ts'
import { assertVehicleRoom } from './vehicle-room.ts'

const errors = { '4xx': errorBody, '5xx': errorBody }
const stateResponse = { 200: z.object({ success: z.boolean(), data: vehicleStateSchema }), ...errors }
const vehicleSummary = z.object({ id: z.string(), createdAt: z.number(), updatedAt: z.number() })

/**
 * A tenant's vehicles (register, list), their state (read, and reports from the car) and command results
 * from the vehicle (seed 002 §5.1). Every lookup is by the caller's tenant and the vehicle's id together.
 */
export function vehicleRoutes(app: FastifyInstance, services: CockpitServices): void {
  const { registry, gateway } = services.cockpit
  const { store } = services.context
  const api = app.withTypeProvider<ZodTypeProvider>()
  const params = z.object({ id: vehicleIdSchema })

  api.post(
    '/api/v1/vehicles',
    {
      schema: {
        tags: ['cockpit'],
        summary:
          'Register a vehicle: a real car (offline until its agent connects; only the agent reports its sensors) or, with simulator: true, a simulator; an existing one is left as it is',
        body: z.object({
          id: vehicleIdSchema,
          simulator: z
            .boolean()
            .default(false)
            .describe('true: the server simulates the car, and its state may be set by the PATCH route'),
          state: z.record(z.string(), z.unknown()).optional(),
        }),
        response: { 201: stateResponse[200], 200: stateResponse[200], ...errors },
      },
    },
    async (request, reply) => {
      const key = vehicleKey(tenantOf(request).id, request.body.id)
      const known = await registry.load(key)
      if (known) return { success: true, data: known }
      await assertVehicleRoom(services, tenantOf(request).id)
      const { simulator } = request.body
      const initial = patchVehicleState({ ...defaultVehicleState(), simulator }, request.body.state ?? {})
      if (!initial.ok) throw new ApiError(400, 'invalid_request', initial.error)
      // A real car's first state is what its agent reports, not what the registering caller says.
      if (!simulator && request.body.state && Object.keys(request.body.state).length > 0)
        throw new ApiError(
          400,
          'invalid_request',
          'state: only a simulator is registered with a state; a real car reports its own',
        )
      registry.set(key, initial.state)
      await registry.flush()
      return reply.code(201).send({ success: true, data: initial.state })
    },
  )

  api.get(
    '/api/v1/vehicles',
    {
      schema: {
        tags: ['cockpit'],
        summary: 'The tenant’s vehicles',
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(1000).default(100) }),
        response: { 200: z.object({ success: z.boolean(), data: z.array(vehicleSummary) }), ...errors },
      },
    },
    async (request) => {
      await registry.flush()
      const vehicles = await store.vehicles.list(tenantOf(request).id, { limit: request.query.limit })
      return {
        success: true,
        data: vehicles.map((v) => ({
          id: v.id,
          createdAt: v.createdAt.getTime(),
          updatedAt: v.updatedAt.getTime(),
        })),
      }
    },
  )

  api.get(
    '/api/v1/vehicle/:id/state',
    {
      schema: { tags: ['cockpit'], summary: 'The vehicle’s current state', params, response: stateResponse },
    },
    async (request) => {
      const state = await registry.load(vehicleKey(tenantOf(request).id, request.params.id))
      if (!state) throw new ApiError(404, 'not_found', `vehicle ${request.params.id} not found`)
      return { success: true, data: state }
    },
  )

  api.patch(
    '/api/v1/vehicle/:id/state',
    {
      schema: {
        tags: ['cockpit'],
        summary:
          'Set a simulator’s state (a deep partial; registers a new simulator); a real car’s state comes only from its agent (403 sensor_owned_by_vehicle, 409 use_command); an invalid report changes nothing',
        params,
        body: z.record(z.string(), z.unknown()),
        response: stateResponse,
      },
    },
    async (request) => {
      const key = vehicleKey(tenantOf(request).id, request.params.id)
      const known = await registry.load(key)
      const current = known ?? { ...defaultVehicleState(), simulator: true }
      const refused = refuseScreenReport(current, request.body)
      if (refused)
        throw new ApiError(refused.status, refused.code, refused.message, {
          details: { fields: refused.fields },
        })
      const result = patchVehicleState(current, request.body)
      if (!result.ok) throw new ApiError(400, 'invalid_request', result.error)
      registry.set(key, result.state)
      return { success: true, data: result.state }
    },
  )

  api.post(
    '/api/v1/commands/:id/result',
    {
      schema: {
        tags: ['cockpit'],
        summary: 'The vehicle reports what it did with a command it was sent',
        params: z.object({ id: z.string().min(1).max(200) }),
        body: commandResultBody,
        response: { 200: z.object({ success: z.boolean() }), ...errors },
      },
    },
    async (request) => {
      const tenant = tenantOf(request)
      const target = gateway.waitingVehicle(request.params.id)
      if (!target || splitVehicleKey(target).tenantId !== tenant.id)
        throw new ApiError(404, 'not_found', `no command ${request.params.id} is waiting for a result`)
      gateway.reportFrom(target, request.params.id, request.body)
      return { success: true }
    },
  )
}
