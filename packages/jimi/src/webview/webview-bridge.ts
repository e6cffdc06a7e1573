import type { RunSummary } from '../engine-transport.ts'
import type { EngineCallback, JimiEngine } from '../jimi-engine.ts'
import type { WireMessage } from '../wire-message.ts'

/**
 * What a native app injects into its WebView for the page to answer on — Android's
 * `addJavascriptInterface(object, "JimiHost")` with one `@JavascriptInterface fun post(json: String)`, or
 * React Native WebView's `window.ReactNativeWebView.postMessage`. Only strings cross, so every message is JSON.
 */
export interface NativeHost {
  post(json: string): void
}

/** What the native side asks, as JSON through `evaluateJavascript("jimiBridge.receive('…')")`. */
export type NativeRequest =
  | { type: 'run'; requestId: string; input: string }
  | { type: 'confirm'; requestId: string; callId: string; accepted: boolean }
  | { type: 'cancel' }

/** What the page tells the native side: each Wire message, then how the request ended. */
export type BridgeEvent =
  | { type: 'wire'; requestId: string; message: WireMessage }
  | { type: 'complete'; requestId: string; summary: RunSummary }
  | { type: 'error'; requestId?: string; code: string; message: string }

/**
 * Connects an engine (usually `createRemoteJimi(...).createEngine(...)`, so the app carries only the
 * ~18 kB client) to a native host: requests in, Wire messages and outcomes out. A request the bridge cannot
 * read is answered with an `invalid_request` error and runs nothing. Returns `receive` for the native side
 * to call and `close` to detach.
 */
export function connectNativeHost(engine: JimiEngine, host: NativeHost) {
  let requestId: string | undefined
  const send = (event: BridgeEvent) => host.post(JSON.stringify(event))
  engine.addWireListener((message) => {
    if (requestId) send({ type: 'wire', requestId, message })
  })
  const callback = (id: string): EngineCallback => ({
    onComplete: (summary) => send({ type: 'complete', requestId: id, summary }),
    onError: (error) => send({ type: 'error', requestId: id, code: error.code, message: error.message }),
  })
  return {
    /** Takes one JSON request from the native side. */
    receive(json: string): void {
      const request = readRequest(json)
      if (typeof request === 'string') send({ type: 'error', code: 'invalid_request', message: request })
      else if (request.type === 'cancel') engine.cancel('cancelled by the app')
      else start(request)
    },
    close: () => engine.shutdown(),
  }

  function start(request: Exclude<NativeRequest, { type: 'cancel' }>): void {
    requestId = request.requestId
    if (request.type === 'run') void engine.run(request.input, callback(request.requestId))
    else void engine.confirm(request.callId, request.accepted, callback(request.requestId))
  }
}

/** The request, or what is wrong with it. */
function readRequest(json: string): NativeRequest | string {
  let value: unknown
  try {
    value = JSON.parse(json)
  } catch {
    return 'the request is not JSON'
  }
  const request = value as Partial<Record<string, unknown>>
  const text = (key: string) => typeof request[key] === 'string' && request[key] !== ''
  if (request?.type === 'cancel') return { type: 'cancel' }
  if (request?.type === 'run' && text('requestId') && text('input')) return request as NativeRequest
  if (
    request?.type === 'confirm' &&
    text('requestId') &&
    text('callId') &&
    typeof request.accepted === 'boolean'
  )
    return request as NativeRequest
  return 'expected {"type":"run","requestId","input"}, {"type":"confirm","requestId","callId","accepted"} or {"type":"cancel"}'
}
