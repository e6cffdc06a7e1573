import { randomUUID } from 'node:crypto'
import type { CockpitTestServer } from './cockpit-test-server.ts'

/** One utterance to a vehicle over HTTP; returns the NLC response and the vehicle's state after it. */
export async function sayOverHttp(
  t: CockpitTestServer,
  vehicleId: string,
  text: string,
  sessionId: string = randomUUID(),
  headers: Record<string, string> = {},
) {
  const { status, json } = await t.call('/api/v1/dialog', { body: { sessionId, vehicleId, text }, headers })
  const state = (await t.call(`/api/v1/vehicle/${vehicleId}/state`)).json.data
  return { status, json, state, sessionId }
}

/** Sets the vehicle's speed (and a matching gear) as a state report would. */
export async function drive(t: CockpitTestServer, vehicleId: string, speed: number): Promise<void> {
  await t.call(`/api/v1/vehicle/${vehicleId}/state`, {
    method: 'PATCH',
    body: { speed, gear: speed > 0 ? 'D' : 'P' },
  })
}
