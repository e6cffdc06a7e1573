import { type Message, toModelPrompt } from '@mindwire/agent'
import type { CanvasSnapshot } from '../graph/canvas.ts'
import { type TurnCall, turnsOf } from '../offline/read-turn.ts'

// Tools see only the canvas; the conversation that changed it is the server's. The state holder hands
// it over keyed by the very canvas object of the run, so nothing extra is stored in or sent with it.
const histories = new WeakMap<object, readonly Message[]>()

/** Remembers the session's stored conversation for the run that works on `canvas`. */
export function keepHistory(canvas: CanvasSnapshot, messages: readonly Message[]): void {
  histories.set(canvas, messages)
}

/**
 * The calls of each turn of the conversation behind `canvas`, oldest first, as the offline engine reads
 * them for "undo"; empty when no history was handed over (a canvas outside a server session).
 */
export function turnsBehind(canvas: object): TurnCall[][] {
  const messages = histories.get(canvas)
  return messages ? turnsOf(toModelPrompt(undefined, messages)) : []
}
