import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** The nats-server binary the tests start (installed on the machine; NATS_SERVER_BIN overrides). */
export const NATS_SERVER_BIN = process.env.NATS_SERVER_BIN ?? '/usr/sbin/nats-server'

/** A nats-server of a test's own, with JetStream in a temporary folder. */
export interface NatsServerProcess {
  readonly url: string
  readonly port: number
  stop(): Promise<void>
}

/**
 * Starts `nats-server` on a free loopback port with JetStream and `config` (nats-server configuration text,
 * e.g. an `authorization { ... }` block) added to its file; resolves once it accepts connections.
 */
export async function startNatsServer(config = ''): Promise<NatsServerProcess> {
  const port = await freePort()
  const dir = mkdtempSync(join(tmpdir(), 'mindwire-nats-'))
  const file = join(dir, 'nats.conf')
  writeFileSync(
    file,
    `listen: "127.0.0.1:${port}"\njetstream { store_dir: ${JSON.stringify(join(dir, 'js'))} }\n${config}\n`,
  )
  const child = spawn(NATS_SERVER_BIN, ['-c', file], { stdio: ['ignore', 'pipe', 'pipe'] })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
    await exited
    rmSync(dir, { recursive: true, force: true })
  }
  try {
    await ready(child)
  } catch (error) {
    await stop()
    throw error
  }
  return { url: `nats://127.0.0.1:${port}`, port, stop }
}

function ready(child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = ''
    const onData = (chunk: Buffer) => {
      output += chunk
      if (output.includes('Server is ready')) resolve()
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', onData)
    child.once('error', reject)
    child.once('exit', (code) => reject(new Error(`nats-server exited with ${code}: ${output}`)))
  })
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      )
    })
  })
}
