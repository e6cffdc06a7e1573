import { types } from 'node:util'
import vm from 'node:vm'

/** What a script run in a sandbox gave back: a string, or why it did not. */
export type SandboxResult = { ok: true; value: string } | { ok: false; error: string; timedOut: boolean }

const THROW_MARK = '\u0000throw:'

/**
 * Built-ins bound as locals around the code: a global looked up in a vm context goes through the
 * context's interceptors, which makes DSP loops several times slower than the same code outside.
 */
const LOCAL_BUILTINS = [
  'Math',
  'Number',
  'Object',
  'Array',
  'Float32Array',
  'Float64Array',
  'Int32Array',
  'Uint32Array',
  'Uint8Array',
  'JSON',
  'String',
  'Error',
  'TypeError',
  'RangeError',
  'Symbol',
  'Map',
  'Set',
]

/**
 * A fresh context with nothing of the host in it: no `require`, `process` or timers; no `eval` or
 * `new Function` (they are the usual way out of a vm context); promise jobs run inside the time limit.
 * `module` and `exports` are created inside, so even they lead to no host object.
 */
export function createSandbox(name: string): vm.Context {
  const context = vm.createContext(Object.create(null), {
    name,
    codeGeneration: { strings: false, wasm: false },
    microtaskMode: 'afterEvaluate',
  })
  vm.runInContext('var module = { exports: {} }; var exports = module.exports;', context)
  return context
}

/** Freezes a sandbox's built-ins, so code from another sandbox handed its objects cannot change how they behave. */
export function freezeBuiltins(context: vm.Context): void {
  vm.runInContext(
    `for (const name of Object.getOwnPropertyNames(globalThis)) {
      const value = globalThis[name]
      if ((typeof value === 'function' || typeof value === 'object') && value !== null && name !== 'module' && name !== 'exports') {
        // A few host objects refuse to be frozen; they are not ones a test uses.
        try {
          Object.freeze(value)
          if (typeof value === 'function' && value.prototype) Object.freeze(value.prototype)
        } catch {}
      }
    }
    const typedArray = Object.getPrototypeOf(Float32Array)
    Object.freeze(typedArray)
    Object.freeze(typedArray.prototype)`,
    context,
  )
}

/**
 * Runs `body` (statements ending in `return <string>`) in a sandbox within `timeoutMs`. Everything that
 * could run hostile code, including turning a thrown value into text, happens inside the context under
 * the time limit; the host only ever sees a string.
 */
export function runInSandbox(context: vm.Context, body: string, timeoutMs: number): SandboxResult {
  const script = `(function () {
  const { ${LOCAL_BUILTINS.join(', ')} } = globalThis
  try {
    return String((function () {
'use strict';
${body}
})())
  } catch (error) {
    try {
      return ${JSON.stringify(THROW_MARK)} + String(error !== null && typeof error === 'object' && 'message' in error ? error.message : error)
    } catch {
      return ${JSON.stringify(THROW_MARK)} + '(an error that cannot be printed)'
    }
  }
})()`
  try {
    const value: unknown = vm.runInContext(script, context, { timeout: Math.max(1, Math.round(timeoutMs)) })
    if (typeof value !== 'string')
      return { ok: false, error: 'the sandbox returned no text', timedOut: false }
    if (value.startsWith(THROW_MARK))
      return { ok: false, error: value.slice(THROW_MARK.length), timedOut: false }
    return { ok: true, value }
  } catch (error) {
    // The time limit's error (made in the context, so not an instance of the host's Error), or a stack
    // overflow the inner catch could not survive. Only own data properties of a native error are read:
    // a getter or a proxy from the sandbox would run its code here, outside the time limit.
    if (!types.isNativeError(error))
      return { ok: false, error: 'the code failed outside its time limit', timedOut: false }
    const own = (key: string) => {
      const descriptor = Object.getOwnPropertyDescriptor(error, key)
      return descriptor && 'value' in descriptor && typeof descriptor.value === 'string'
        ? descriptor.value
        : undefined
    }
    const timedOut = own('code') === 'ERR_SCRIPT_EXECUTION_TIMEOUT'
    const message = timedOut
      ? `stopped after ${Math.round(timeoutMs)} ms (time limit)`
      : (own('message') ?? 'failed')
    return { ok: false, error: message, timedOut }
  }
}
