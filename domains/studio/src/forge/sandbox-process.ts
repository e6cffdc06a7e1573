import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { storableText } from '@mindwire/store'
import { z } from 'zod'

/**
 * Code that is not ours (a generated module, one a model or a person wrote, and its behaviour test) runs in a
 * child process of its own, one per job, never in the server's:
 * - Node's permission model with nothing granted: no file system (the program comes with `-e`), no child
 *   processes, no workers, no addons, no WASI, no inspector; no code from strings in any realm;
 * - an empty environment, and an unprivileged user when the server runs as root;
 * - a heap cap, a resident-memory cap watched from here, and a wall-clock limit: killed on any overrun;
 * - its output bounded and validated here like any request body.
 * Inside, the module and its test each run in a vm context of their own (see `sandbox-guest.cjs`).
 * Node 24's permission model does not cover the network, so the guest program removes the ways to it
 * (the built-in module loader, `require`, bindings) before any guest code runs.
 */

/** One test case as it comes back: bounded text. */
export interface GuestCase {
  name: string
  ok: boolean
  detail: string
}

/** What a sandboxed test run gave back, or why it did not. */
export interface GuestOutcome {
  ok: boolean
  cases: GuestCase[]
  error?: string
  timedOut?: boolean
}

export interface SandboxLimits {
  /** CPU time the guest's own code may take (the vm's limit inside the child). */
  timeoutMs: number
  /** Wall clock for the whole child, start-up included, before it is killed. */
  wallMs: number
  /** V8 old-space cap of the child, MiB. */
  heapMiB: number
  /** Resident memory (heap and array buffers together) past which the child is killed, MiB. */
  residentMiB: number
  /** Bytes of output read from the child before it is killed. */
  outputBytes: number
}

/** Bounds on what comes back: a test has at most this many cases, each string at most this long. */
export const GUEST_TEXT_LIMIT = 2_000
export const GUEST_CASE_LIMIT = 200

const GUEST_PROGRAM = readFileSync(new URL('./sandbox-guest.cjs', import.meta.url), 'utf8')
const RESIDENT_POLL_MS = 20
/** The user a root server runs guests as (`nobody` on Debian and most distributions). */
const UNPRIVILEGED_ID = 65_534

/** Text from a guest as a client and the store may hold it: no NUL, no lone surrogate, bounded. */
export function boundGuestText(text: string, limit = GUEST_TEXT_LIMIT): string {
  const clean = storableText(text)
  return clean.length > limit ? `${clean.slice(0, limit)}… (${clean.length - limit} more characters)` : clean
}

const guestOutcomeSchema = z.object({
  ok: z.boolean(),
  cases: z
    .array(z.object({ name: z.string(), ok: z.boolean(), detail: z.string() }))
    .max(GUEST_CASE_LIMIT, `a test may report at most ${GUEST_CASE_LIMIT} cases`),
  error: z.string().optional(),
  timedOut: z.boolean().optional(),
})

function failed(error: string, timedOut = false): GuestOutcome {
  return { ok: false, cases: [], error, ...(timedOut ? { timedOut } : {}) }
}

/** Reads the child's output as untrusted input: one JSON object of the expected shape, every string bounded. */
export function parseGuestOutput(output: string): GuestOutcome {
  let parsed: unknown
  try {
    parsed = JSON.parse(output)
  } catch {
    return failed('the sandbox gave back no readable result')
  }
  const checked = guestOutcomeSchema.safeParse(parsed)
  if (!checked.success)
    return failed(`the sandbox gave back an invalid result: ${checked.error.issues[0]?.message}`)
  const { ok, cases, error, timedOut } = checked.data
  return {
    ok: ok && cases.length > 0 && cases.every((c) => c.ok),
    cases: cases.map((c) => ({
      name: boundGuestText(c.name, 300),
      ok: c.ok,
      detail: boundGuestText(c.detail),
    })),
    ...(error !== undefined ? { error: boundGuestText(error) } : {}),
    ...(timedOut ? { timedOut } : {}),
  }
}

async function residentMiB(pid: number): Promise<number | undefined> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8')
    const kib = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1]
    return kib === undefined ? undefined : Number(kib) / 1024
  } catch {
    return undefined
  }
}

/** The uid/gid a guest runs as: unprivileged when this process is root, else this process's own. */
function guestIdentity(): { uid?: number; gid?: number } {
  return process.getuid?.() === 0 ? { uid: UNPRIVILEGED_ID, gid: UNPRIVILEGED_ID } : {}
}

/**
 * Starts a sandbox process running `program` (JavaScript, as `node -e` takes it) under every process-level
 * limit. Exported so that the limits can be tested on their own, as if the guest had escaped its vm context.
 */
export function spawnGuest(program: string, heapMiB: number): ChildProcessWithoutNullStreams {
  return spawn(
    process.execPath,
    [
      '--permission',
      '--disallow-code-generation-from-strings',
      // Without it Node ignores a script's own import() handler and rejects with an error of this realm.
      '--experimental-vm-modules',
      `--max-old-space-size=${heapMiB}`,
      '-e',
      program,
    ],
    { stdio: 'pipe', env: {}, cwd: '/', ...guestIdentity() },
  )
}

/**
 * Runs a compiled module's behaviour test in a fresh sandbox process. Never throws for anything the guest
 * does; the returned promise settles within `limits.wallMs` plus the time to kill the child.
 */
export function runInSandboxProcess(
  job: { moduleJs: string; testJs: string },
  limits: SandboxLimits,
): Promise<GuestOutcome> {
  return new Promise((resolve) => {
    const child = spawnGuest(GUEST_PROGRAM, limits.heapMiB)
    // What the guest writes to stderr is not read; draining it keeps a chatty guest from blocking on a full pipe.
    child.stderr.resume()
    const chunks: Buffer[] = []
    let bytes = 0
    let verdict: GuestOutcome | undefined
    const stop = (outcome: GuestOutcome) => {
      verdict ??= outcome
      child.kill('SIGKILL')
    }
    const wall = setTimeout(
      () => stop(failed(`stopped after ${Math.round(limits.timeoutMs)} ms (time limit)`, true)),
      limits.wallMs,
    )
    const watch = setInterval(async () => {
      if (child.pid === undefined || child.exitCode !== null) return
      const resident = await residentMiB(child.pid)
      if (resident !== undefined && resident > limits.residentMiB)
        stop(failed(`stopped: the code used more than ${limits.residentMiB} MiB of memory`))
    }, RESIDENT_POLL_MS)
    child.stdout.on('data', (chunk: Buffer) => {
      bytes += chunk.length
      if (bytes > limits.outputBytes) return stop(failed('stopped: the code wrote too much output'))
      chunks.push(chunk)
    })
    // A child that dies before reading its job closes the pipe under us; its exit says what happened.
    child.stdin.on('error', () => {})
    child.on('error', () => stop(failed('the sandbox could not start')))
    child.on('close', (code, signal) => {
      clearTimeout(wall)
      clearInterval(watch)
      if (verdict) return resolve(verdict)
      if (code !== 0) {
        // V8 ends a process whose heap is full with SIGABRT or SIGTRAP, or exit code 134.
        const outOfMemory = signal === 'SIGABRT' || signal === 'SIGTRAP' || code === 134
        return resolve(
          failed(
            outOfMemory
              ? `stopped: the code used more than ${limits.heapMiB} MiB of heap`
              : 'the sandbox ended without a result',
          ),
        )
      }
      resolve(parseGuestOutput(Buffer.concat(chunks).toString('utf8')))
    })
    child.stdin.end(JSON.stringify({ ...job, timeoutMs: limits.timeoutMs }))
  })
}
