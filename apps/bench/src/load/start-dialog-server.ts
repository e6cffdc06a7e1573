import { spawn } from 'node:child_process'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import type { startCockpitServer } from '@mindwire/cockpit/testing'

/** Marks the lines that answer the parent (the server may log to stdout too). */
export const REPLY_PREFIX = '@dialog-server '

/** The test server's options a fleet sets; they cross to the process as JSON. */
export type DialogServerOptions = Pick<
  NonNullable<Parameters<typeof startCockpitServer>[0]>,
  'databaseUrl' | 'access' | 'key' | 'rateLimitPerMinute'
>

const entry = fileURLToPath(new URL('./dialog-server-process.ts', import.meta.url))

/** What the server process has done so far: its turn commits and its CPU time. */
export interface DialogServerStats {
  turnCommits: number
  cpuMs: number
}

export interface DialogServer {
  url: string
  key: string
  stats(): Promise<DialogServerStats>
  close(): Promise<void>
}

/**
 * Starts the dialog server in a process of its own (see dialog-server-process.ts) and waits until it listens.
 * `script` may name another checkout's dialog-server-process.ts, to measure its code, and `nodeOptions` are
 * node's own flags for it (paired-cpu.ts).
 */
export async function startDialogServer(
  options: DialogServerOptions,
  script = entry,
  nodeOptions: readonly string[] = [],
): Promise<DialogServer> {
  const child = spawn(process.execPath, [...nodeOptions, script, JSON.stringify(options)], {
    stdio: ['pipe', 'pipe', 'pipe'],
  })
  // Its last words, for the error when it ends before it answers.
  let stderr = ''
  child.stderr.setEncoding('utf8')
  child.stderr.on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-4000)
  })
  const replies = createInterface({ input: child.stdout })[Symbol.asyncIterator]()
  async function next<T>(): Promise<T> {
    for (;;) {
      const { value, done } = await replies.next()
      if (done) throw new Error(`the dialog server process ended (code ${child.exitCode}): ${stderr}`)
      if (value.startsWith(REPLY_PREFIX)) return JSON.parse(value.slice(REPLY_PREFIX.length)) as T
    }
  }
  const { url, key } = await next<{ url: string; key: string }>()
  return {
    url,
    key,
    async stats() {
      child.stdin.write('stats\n')
      return next<DialogServerStats>()
    },
    async close() {
      child.stdin.write('close\n')
      await next<{ closed: boolean }>()
      if (child.exitCode === null) await new Promise((resolve) => child.once('exit', resolve))
    },
  }
}
