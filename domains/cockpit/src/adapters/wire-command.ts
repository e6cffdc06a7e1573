import { functionDomain } from '../functions/catalogue.ts'
import type { VehicleCommand } from './vehicle-gateway.ts'

/**
 * `command:execute` as seed 002 §4.2.2/§5.2 writes it: a VehicleCommand whose id is the command id the
 * dialog API reports, plus the vehicle it is for.
 */
export interface WireVehicleCommand {
  id: string
  vehicleId: string
  domain: string
  intent: string
  parameters: Record<string, unknown>
  /** The engine's confidence in the call (the offline engine's parse); null when the model gave none. */
  confidence: number | null
  requiresConfirmation: boolean
  timestamp: number
}

/** The intent the NLC API reports for a call: `name.action`, or the name for a call without an action. */
export function intentOf(name: string, params: Record<string, unknown>): string {
  return typeof params.action === 'string' ? `${name}.${params.action}` : name
}

/** A command as it goes down the car's WebSocket. */
export function toWireCommand(command: VehicleCommand, vehicleId: string): WireVehicleCommand {
  return {
    id: command.id,
    vehicleId,
    domain: functionDomain(command.name),
    intent: intentOf(command.name, command.params),
    parameters: command.params,
    confidence: command.confidence ?? null,
    requiresConfirmation: command.requiresConfirmation === true,
    timestamp: command.timestamp,
  }
}

/** The command a car received, as its gateway and rules take it (function names hold no dots). */
export function fromWireCommand(wire: WireVehicleCommand, vehicleId: string): VehicleCommand {
  return {
    id: wire.id,
    vehicleId,
    name: wire.intent.split('.')[0] ?? wire.intent,
    params: wire.parameters ?? {},
    timestamp: wire.timestamp,
    requiresConfirmation: wire.requiresConfirmation === true,
    confidence: wire.confidence,
  }
}
