import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { dialogBody } from './api-schemas.ts'
import { quickBody, quickHeaders } from './dialog-validation.ts'

const SESSION = '0b6c1a52-9d2e-4f4b-8a57-3c1e2d4f5a6b'
const headerSchema = z.object({ 'idempotency-key': z.string().max(200).optional() }).passthrough()

describe('the dialog quick validator', () => {
  it('gives what the schema gives, field order included, for the bodies vehicles send', () => {
    const bodies = [
      { sessionId: SESSION, vehicleId: 'car-1', text: '打开空调' },
      { text: '温度调到22度', vehicleId: 'ab_7.x', sessionId: SESSION.toUpperCase() },
      { sessionId: SESSION, vehicleId: 'v', text: '', timestamp: 1765000000000 },
      { sessionId: SESSION, vehicleId: 'v', text: 'x'.repeat(500), idempotencyKey: 'k'.repeat(200) },
      { sessionId: '00000000-0000-0000-0000-000000000000', vehicleId: 'v', text: 'hi', timestamp: -1.5 },
    ]
    for (const body of bodies) {
      const quick = quickBody(body)
      expect(quick, JSON.stringify(body)).toBeDefined()
      expect(JSON.stringify(quick!.value)).toBe(JSON.stringify(dialogBody.parse(body)))
    }
  })

  it('leaves to the schema every body it does not vouch for', () => {
    const bodies: unknown[] = [
      null,
      [],
      'text',
      { sessionId: SESSION, vehicleId: 'car-1', text: 'hi', extra: 1 },
      { sessionId: 'not-a-uuid', vehicleId: 'car-1', text: 'hi' },
      { sessionId: '0b6c1a52-9d2e-0f4b-8a57-3c1e2d4f5a6b', vehicleId: 'car-1', text: 'hi' },
      { sessionId: SESSION, vehicleId: '', text: 'hi' },
      { sessionId: SESSION, vehicleId: 'car 1', text: 'hi' },
      { sessionId: SESSION, vehicleId: 'v'.repeat(65), text: 'hi' },
      { sessionId: SESSION, vehicleId: 'car-1', text: 'x'.repeat(501) },
      { sessionId: SESSION, vehicleId: 'car-1', text: 7 },
      { sessionId: SESSION, vehicleId: 'car-1' },
      { sessionId: SESSION, vehicleId: 'car-1', text: 'hi', timestamp: '1' },
      { sessionId: SESSION, vehicleId: 'car-1', text: 'hi', idempotencyKey: '' },
      { sessionId: SESSION, vehicleId: 'car-1', text: 'hi', idempotencyKey: 'k'.repeat(201) },
    ]
    for (const body of bodies) expect(quickBody(body), JSON.stringify(body)).toBeUndefined()
    // Among them, the ones the schema refuses are refused by the schema, not let through.
    expect(bodies.filter((body) => dialogBody.safeParse(body).success)).toHaveLength(1)
  })

  it('keeps the headers the schema would pass through, and leaves a long key to the schema', () => {
    const plain = { host: 'x', 'content-type': 'application/json' }
    expect(quickHeaders(plain)).toBe(true)
    expect(headerSchema.parse(plain)).toEqual(plain)
    expect(quickHeaders({ ...plain, 'idempotency-key': 'k'.repeat(200) })).toBe(true)
    expect(quickHeaders({ ...plain, 'idempotency-key': 'k'.repeat(201) })).toBeUndefined()
  })
})
