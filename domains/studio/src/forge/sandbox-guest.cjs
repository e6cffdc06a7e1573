'use strict'
// The program a sandbox child process runs (passed with `node -e`, so it needs no file access at all). It reads
// one job as JSON on stdin — a compiled module and its behaviour test — runs the test against the module in two
// vm contexts, and writes one JSON line on stdout. The process itself is the boundary (no file system, no child
// processes, no workers, no code from strings, an unprivileged user, an empty environment, killed by its parent
// on overrun); the vm contexts keep the guest away from even this process's objects. Strict mode everywhere, so
// a CallSite of one of these frames gives no `this` and no function.

const vm = require('node:vm')
const { types } = require('node:util')

const THROW_MARK = '\u0000throw:'
// Text and case counts are cut here already, so a hostile test's megabytes never cross the pipe; the host
// checks the same bounds again on what arrives.
const TEXT_LIMIT = 2000
const CASE_LIMIT = 200
const bound = (text) => (text.length > TEXT_LIMIT ? text.slice(0, TEXT_LIMIT) : text)

// Built-ins bound as locals around the code: a global looked up in a vm context goes through the context's
// interceptors, which makes DSP loops several times slower than the same code outside.
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

// What this process could still reach if a guest ever got hold of one of its objects: the built-in module
// loader, the main module's `require`, signals to other processes. Removed before any guest code runs.
function disarmHost() {
  for (const name of ['getBuiltinModule', 'binding', '_linkedBinding', 'dlopen', 'kill', 'mainModule']) {
    try {
      Object.defineProperty(process, name, { value: undefined, configurable: false, writable: false })
    } catch {}
  }
  for (const name of [
    'require',
    'module',
    'exports',
    'WebAssembly',
    'SharedArrayBuffer',
    'Atomics',
    'fetch',
  ]) {
    try {
      delete globalThis[name]
    } catch {}
  }
}

// A dynamic `import()` in guest code is refused with an error made inside the guest's own context, so its
// constructor chain leads nowhere but the guest's own realm.
function refuseImport(context) {
  return () => {
    throw vm.runInContext('new Error("import() is not available in the sandbox")', context)
  }
}

function createSandbox(name) {
  const context = vm.createContext(Object.create(null), {
    name,
    codeGeneration: { strings: false, wasm: false },
    microtaskMode: 'afterEvaluate',
  })
  vm.runInContext(
    'var module = { exports: {} }; var exports = module.exports; delete globalThis.WebAssembly; delete globalThis.Atomics; delete globalThis.SharedArrayBuffer',
    context,
  )
  return context
}

// Freezes a sandbox's built-ins, so code from another sandbox handed its objects cannot change how they behave.
function freezeBuiltins(context) {
  vm.runInContext(
    `for (const name of Object.getOwnPropertyNames(globalThis)) {
      const value = globalThis[name]
      if ((typeof value === 'function' || typeof value === 'object') && value !== null && name !== 'module' && name !== 'exports') {
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

// Runs `body` (statements ending in `return <string>`) in a sandbox within `timeoutMs`. Turning a thrown value
// into text happens inside the context under the time limit; this side only ever reads a string.
function runInSandbox(context, body, timeoutMs) {
  const source = `(function () {
  const { ${LOCAL_BUILTINS.join(', ')} } = globalThis
  try {
    return String((function () {
'use strict';
${body}
})())
  } catch (error) {
    try {
      return ${JSON.stringify(THROW_MARK)} + String(error !== null && typeof error === 'object' && 'message' in error ? error.message : error).slice(0, ${TEXT_LIMIT})
    } catch {
      return ${JSON.stringify(THROW_MARK)} + '(an error that cannot be printed)'
    }
  }
})()`
  try {
    const script = new vm.Script(source, { importModuleDynamically: refuseImport(context) })
    const value = script.runInContext(context, { timeout: Math.max(1, Math.round(timeoutMs)) })
    if (typeof value !== 'string')
      return { ok: false, error: 'the sandbox returned no text', timedOut: false }
    if (value.startsWith(THROW_MARK))
      return { ok: false, error: bound(value.slice(THROW_MARK.length)), timedOut: false }
    return { ok: true, value }
  } catch (error) {
    // The time limit's error, or a stack overflow the inner catch could not survive. Only own data properties
    // of a native error are read: a getter or a proxy from the sandbox would run its code here.
    if (!types.isNativeError(error))
      return { ok: false, error: 'the code failed outside its time limit', timedOut: false }
    const own = (key) => {
      const descriptor = Object.getOwnPropertyDescriptor(error, key)
      return descriptor && 'value' in descriptor && typeof descriptor.value === 'string'
        ? descriptor.value
        : undefined
    }
    const timedOut = own('code') === 'ERR_SCRIPT_EXECUTION_TIMEOUT'
    const message = timedOut
      ? `stopped after ${Math.round(timeoutMs)} ms (time limit)`
      : bound(own('message') ?? 'failed')
    return { ok: false, error: message, timedOut }
  }
}

// Loads the module and runs the test, each in a sandbox of its own; the module's code never shares a realm
// with the test's.
function runTest(job) {
  const started = performance.now()
  const remaining = () => job.timeoutMs - (performance.now() - started)
  const failed = (error, timedOut = false) => ({
    ok: false,
    cases: [],
    error: bound(error),
    ...(timedOut ? { timedOut } : {}),
  })
  const load = (sandbox, js, name, what) => {
    const loaded = runInSandbox(sandbox, `${js}\nreturn typeof module.exports.${name}`, remaining())
    if (!loaded.ok) return failed(`loading the ${what}: ${loaded.error}`, loaded.timedOut)
    return loaded.value === 'function' ? undefined : failed(`the ${what} exports no ${name} function`)
  }
  const moduleSandbox = createSandbox('forge-module')
  const moduleFailure = load(moduleSandbox, job.moduleJs, 'createProcessor', 'module')
  if (moduleFailure) return moduleFailure
  const testSandbox = createSandbox('forge-test')
  freezeBuiltins(testSandbox)
  testSandbox.moduleSandbox = moduleSandbox
  const testFailure = load(testSandbox, job.testJs, 'runTests', 'test')
  if (testFailure) return testFailure
  if (remaining() <= 0) return failed(`stopped after ${job.timeoutMs} ms (time limit)`, true)
  const ran = runInSandbox(
    testSandbox,
    `const cases = module.exports.runTests(moduleSandbox.module.exports.createProcessor)
const bound = (text) => (text.length > ${TEXT_LIMIT} ? text.slice(0, ${TEXT_LIMIT}) : text)
return JSON.stringify(Array.from(cases, (c) => ({ name: bound(String(c.name)), ok: c.ok === true, detail: bound(String(c.detail)) })).slice(0, ${CASE_LIMIT + 1}))`,
    remaining(),
  )
  if (!ran.ok) return failed(`running the test: ${ran.error}`, ran.timedOut)
  let cases
  try {
    cases = JSON.parse(ran.value)
  } catch {
    return failed('the test returned no list of cases')
  }
  if (!Array.isArray(cases)) return failed('the test returned no list of cases')
  if (cases.length > CASE_LIMIT) return failed(`the test reported more than ${CASE_LIMIT} cases`)
  return { ok: cases.length > 0 && cases.every((c) => c.ok === true), cases }
}

const chunks = []
process.stdin.on('data', (chunk) => chunks.push(chunk))
process.stdin.on('end', () => {
  const job = JSON.parse(Buffer.concat(chunks).toString('utf8'))
  disarmHost()
  const outcome = runTest(job)
  process.stdout.write(`${JSON.stringify(outcome)}\n`, () => process.exit(0))
})
