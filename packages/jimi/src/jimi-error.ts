/** Why a run did not complete: the engine was shut down, the run was interrupted, or the loop failed. */
export type JimiErrorCode = 'engine_shut_down' | 'interrupted' | 'run_failed' | 'session_busy'

/** The error `onError` receives: a code to branch on and a message for people. */
export class JimiError extends Error {
  readonly code: JimiErrorCode

  constructor(code: JimiErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'JimiError'
    this.code = code
  }
}
