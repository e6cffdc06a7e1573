/**
 * Why a run did not complete (the engine was shut down, the run was interrupted, the loop failed), or why
 * the SDK refused a configuration or a tool before anything ran.
 */
export type JimiErrorCode =
  | 'engine_shut_down'
  | 'interrupted'
  | 'run_failed'
  | 'session_busy'
  | 'invalid_config'
  | 'invalid_tool'

/** The error `onError` receives (and createJimi or createEngine throw): a code to branch on and a message for people. */
export class JimiError extends Error {
  readonly code: JimiErrorCode

  constructor(code: JimiErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'JimiError'
    this.code = code
  }
}
