import { type ChildProcess, execFile, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'

const bin = fileURLToPath(new URL('../../bin/mindwire.js', import.meta.url))
const run = promisify(execFile)

/** One `mindwire serve` process of a cluster. */
export interface ServeInstance {
  readonly index: number
  readonly url: string
  readonly child: ChildProcess
  /** What the process printed so far (for a failing test's message). */
  output(): string
  /** Ends the process with the signal (SIGKILL: no drain, no goodbye) and waits for it to exit. */
  kill(signal?: NodeJS.Signals): Promise<void>
}

export interface ClusterOptions {
  /** How many instances. */
  count: number
  databaseUrl: string
  natsUrl: string
  /** More environment for every instance (model, limits, NATS credentials, bus prefix or secret). */
  env?: NodeJS.ProcessEnv
}

/** Instances of one deployment on one PostgreSQL and one NATS, with a tenant and its API key. */
export interface ServeCluster {
  readonly instances: ServeInstance[]
  readonly apiKey: string
  readonly tenantId: string
  /** Keys of the tenant scoped to these vehicles (what their agents connect with), by vehicle id. */
  vehicleKeys(vehicleIds: readonly string[]): Promise<Map<string, string>>
  stop(): Promise<void>
}

/**
 * Starts `count` real `mindwire serve` processes on one PostgreSQL and NATS. The API key is created
 * first, through the CLI, which also migrates the database, so the instances start on a ready schema.
 */
export async function startServeCluster(options: ClusterOptions): Promise<ServeCluster> {
  // One deployment: one bus secret shared by its instances (and by nobody else on the NATS).
  const env = {
    ...process.env,
    DATABASE_URL: options.databaseUrl,
    NATS_URL: options.natsUrl,
    MINDWIRE_BUS_SECRET: randomBytes(24).toString('base64url'),
    ...options.env,
  }
  const tenantId = 'fleet'
  const created = await run(
    process.execPath,
    [bin, 'keys', 'create', '--tenant', tenantId, '--rate', '100000'],
    {
      env,
    },
  )
  const apiKey = created.stdout.trim()
  const instances: ServeInstance[] = []
  try {
    for (let index = 0; index < options.count; index++) instances.push(await startInstance(index, env))
  } catch (error) {
    await Promise.all(instances.map((instance) => instance.kill('SIGKILL')))
    throw error
  }
  return {
    instances,
    apiKey,
    tenantId,
    async vehicleKeys(vehicleIds) {
      const keys = new Map<string, string>()
      // One CLI process for a whole fleet: each process opens and migrates the store.
      const printed = await run(
        process.execPath,
        [bin, 'keys', 'create', '--tenant', tenantId, '--vehicle', ...vehicleIds],
        { env, maxBuffer: 64 * 1024 * 1024 },
      )
      for (const line of printed.stdout.trim().split('\n')) {
        const [vehicleId, key] = line.split(' ')
        if (vehicleId && key) keys.set(vehicleId, key)
      }
      return keys
    },
    stop: async () => {
      await Promise.all(instances.map((instance) => instance.kill('SIGTERM')))
    },
  }
}

function startInstance(index: number, env: NodeJS.ProcessEnv): Promise<ServeInstance> {
  const child = spawn(
    process.execPath,
    [bin, 'serve', '--port', '0', '--host', '127.0.0.1', '--auth', 'required', '--no-seed-knowledge'],
    { env: { ...env, MINDWIRE_DRAIN_MS: '0' } },
  )
  let output = ''
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const kill = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal)
    await exited
  }
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk
      const url = /listening on (http:\/\/[\d.:]+)/.exec(output)?.[1]
      if (url) resolve({ index, url, child, output: () => output, kill })
    }
    child.stdout.on('data', onData)
    child.stderr.on('data', onData)
    child.once('exit', (code) => reject(new Error(`instance ${index} exited with ${code}: ${output}`)))
  })
}
