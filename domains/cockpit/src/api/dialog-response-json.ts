import type { FastifySerializerCompiler } from 'fastify'
import { serializerCompiler } from 'fastify-type-provider-zod'
import { dialogResponseSchema } from './api-schemas.ts'
import type { DialogCommand, DialogResponse } from './dialog-response.ts'

/**
 * The body of a dialog answer as the schema's encode would write it: its fields in the schema's order,
 * fields it does not know left out (a replayed answer comes back from `jsonb`, which orders keys its own
 * way). The object is built by the server's own typed code, so encoding it through zod on every answer
 * (a copy of every object, 1 % of a fleet server's CPU) checked nothing the types do not; the wire bytes
 * are the same (`dialog-response-json.test.ts` compares them with the schema's encode).
 */
export function dialogResponseJson(response: DialogResponse): string {
  const { success, data, meta, error } = response
  return JSON.stringify({
    success,
    data: {
      sessionId: data.sessionId,
      text: data.text,
      commands: data.commands.map(commandInOrder),
      requiresConfirmation: data.requiresConfirmation,
      confirmationMessage: data.confirmationMessage,
      warnings: data.warnings.map(({ message, ruleId, commandId }) => ({ message, ruleId, commandId })),
      cancelled: data.cancelled,
    },
    meta: { latencyMs: meta.latencyMs, modelUsed: meta.modelUsed, simulated: meta.simulated },
    error: error && { code: error.code, message: error.message, errorId: error.errorId },
  })
}

function commandInOrder(command: DialogCommand): DialogCommand {
  return {
    id: command.id,
    domain: command.domain,
    intent: command.intent,
    parameters: command.parameters,
    confidence: command.confidence,
    requiresConfirmation: command.requiresConfirmation,
    status: command.status,
    decision: command.decision,
    message: command.message,
    timestamp: command.timestamp,
  }
}

/** A dialog route's serializers: its answer through `dialogResponseJson`, any other body as the server's. */
export const dialogSerializerCompiler: FastifySerializerCompiler<unknown> = (route) =>
  route.schema === dialogResponseSchema
    ? (data: unknown) => dialogResponseJson(data as DialogResponse)
    : serializerCompiler(route as never)
