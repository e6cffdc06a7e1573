/** Where a process fault is told: the server's logger, or anything with an `error` method. */
export interface FaultLog {
  error(message: string): void
}

/**
 * Keeps a server process alive through a rejected promise nobody handled. Such a rejection belongs to one
 * request (a tool, a stream, a store call that lost its caller), and Node's default — exit at once — would
 * turn one bad request into an outage for every tenant. Each is logged with its stack (logs are ours, never
 * a client's) and counted, so a leak shows on /metrics instead of in a restart count. A thrown exception
 * nobody caught is different: the stack it unwound may have left shared state half-changed, so the process
 * logs it and exits for its supervisor to restart (a kill -9 loses nothing committed).
 * Returns a function that removes the handlers.
 */
export function guardProcess(log: FaultLog, count: (kind: 'unhandled_rejection') => void): () => void {
  const onRejection = (reason: unknown) => {
    count('unhandled_rejection')
    const text =
      reason instanceof Error ? (reason.stack ?? `${reason.name}: ${reason.message}`) : String(reason)
    log.error(`unhandled rejection (request-scoped; the server keeps serving): ${text}`)
  }
  const onException = (error: Error, origin: string) => {
    log.error(
      `uncaught ${origin}; the process exits for its supervisor to restart it: ${error.stack ?? error}`,
    )
    process.exit(1)
  }
  process.on('unhandledRejection', onRejection)
  process.on('uncaughtException', onException)
  return () => {
    process.off('unhandledRejection', onRejection)
    process.off('uncaughtException', onException)
  }
}
