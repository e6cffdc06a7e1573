import { ApiError, errorBody, tenantOf } from '@mindwire/server'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { vehicleStateSchema } from '../vehicle/vehicle-state.ts'
import { commandResultBody, vehicleIdSchema } from './api-schemas.ts'
import type { CockpitServices } from './cockpit-services.ts'
import { vehicleKey } from './vehicle-key.ts'

const errors = { '4xx': errorBody, '5xx': errorBody }
const stateResponse = { 200: z.object({ success: z.boolean(), data: vehicleStateSchema }), ...errors }

/** Vehicle state (read, and reports from the car) and command results from the vehicle (seed 002 §5.1). */
export function vehicleRoutes(app: FastifyInstance, services: CockpitServices): void {
  const { registry, gateway } = services.cockpit
  const api = app.withTypeProvider<ZodTypeProvider>()
  const params = z.object({ id: vehicleIdSchema })

  api.get(
    '/api/v1/vehicle/:id/state',
    {
      schema: { tags: ['cockpit'], summary: 'The vehicle’s current state', params, response: stateResponse },
    },
    async (request) => ({
      success: true,
      data: registry.get(vehicleKey(tenantOf(request).id, request.params.id)),
    }),
  )

  api.patch(
    '/api/v1/vehicle/:id/state',
    {
      schema: {
        tags: ['cockpit'],
        summary: 'Report vehicle state (a deep partial); an invalid report changes nothing',
        params,
        body: z.record(z.string(), z.unknown()),
        response: stateResponse,
      },
    },
    async (request) => {
      const result = registry.patch(vehicleKey(tenantOf(request).id, request.params.id), request.body)
      if (!result.ok) throw new ApiError(400, 'invalid_request', result.error)
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
      if (!target?.startsWith(`${tenant.id}/`))
        throw new ApiError(404, 'not_found', `no command ${request.params.id} is waiting for a result`)
      gateway.report(request.params.id, request.body)
      return { success: true }
    },
  )
}
