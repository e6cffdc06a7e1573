import { z } from 'zod'
import { vehicleStateSchema } from '../vehicle/vehicle-state.ts'

// The shapes of the cockpit's bus messages. Each is checked on arrival (the bus drops and counts what does
// not match); what a handler then reads is what these say, never more.

const key = z.string().min(1).max(512)

/** An instance announcing that a vehicle's agent is (or no longer is) connected to it. */
export const presenceSchema = z.object({ vehicleKey: key, online: z.boolean() })

/** A command on its way to the instance holding the vehicle's agent (seed 002 §4.2.2 VehicleCommand). */
export const relayedCommandSchema = z.object({
  id: z.string().min(1).max(256),
  vehicleId: key,
  name: z.string().min(1).max(128),
  params: z.record(z.string(), z.unknown()),
  timestamp: z.number(),
  // Whether the driver confirmed it: the car lets a confirm rule pass only then, so it must survive the bus.
  requiresConfirmation: z.boolean().optional(),
  confidence: z.number().min(0).max(1).nullable().optional(),
})

/** What the holder answers a delivery: handed to the agent, or refused there by a safety rule. */
export const deliveryAnswerSchema = z.union([
  z.object({ delivered: z.literal(true) }),
  z.object({ refused: z.object({ message: z.string(), ruleIds: z.array(z.string()) }) }),
])
export type DeliveryAnswer = z.infer<typeof deliveryAnswerSchema>

/** An agent's report, passed from the instance it reached to the one that issued the command. */
export const relayedReportSchema = z.object({
  vehicleKey: key,
  report: z.object({ success: z.boolean(), message: z.string(), vehicleState: z.unknown().optional() }),
})
export type RelayedReport = z.infer<typeof relayedReportSchema>

/** A vehicle's new state, from the instance where it changed. */
export const stateChangeSchema = z.object({
  origin: z.string().min(1),
  vehicleKey: key,
  state: vehicleStateSchema,
})
export type StateChange = z.infer<typeof stateChangeSchema>
