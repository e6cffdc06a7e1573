import { z } from 'zod'
import { commandResultBody } from './api-schemas.ts'

/** Every WebSocket message is `{ event, data }` (seed 002 §5.2). */
export const envelope = z.object({ event: z.string().min(1).max(64), data: z.unknown().optional() })

/** What a client may send, by event name. */
export const clientEvents = {
  'dialog:input': z.object({
    sessionId: z.uuid(),
    text: z.string().max(500, '指令太长了，请控制在 500 字以内'),
    timestamp: z.number().optional(),
    idempotencyKey: z.string().min(1).max(200).optional(),
  }),
  'dialog:cancel': z.object({ sessionId: z.uuid() }),
  // Seed 002 §5.2 writes { commandId, confirmed }: the session is looked up from the command.
  'command:confirm': z.object({
    sessionId: z.uuid().optional(),
    commandId: z.uuid(),
    confirmed: z.boolean(),
  }),
  'vehicle:state_update': z.record(z.string(), z.unknown()),
  'command:result': commandResultBody.extend({ commandId: z.string().min(1).max(200) }),
  ping: z.object({ timestamp: z.number() }).partial(),
} as const

export type ClientEvent = keyof typeof clientEvents

/** True for an event name a client may send (own names of `clientEvents` only, never inherited ones). */
export function isClientEvent(name: string): name is ClientEvent {
  return Object.hasOwn(clientEvents, name)
}
