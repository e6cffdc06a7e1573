import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'

const client = fileURLToPath(new URL('./sse-load-client.ts', import.meta.url))

export interface LoadResult {
  requests: number
  errors: number
  seconds: number
  requestsPerSecond: number
  eventsPerSecond: number
  p50Ms: number
  p99Ms: number
}

/** Runs the SSE load client in a second process against `url` and returns its report. */
export async function runLoadClient(
  url: string,
  concurrency: number,
  seconds: number,
  maxRequests?: number,
  protocol: 'native' | 'agui' = 'native',
): Promise<LoadResult> {
  const args = [client, url, String(concurrency), String(seconds), String(maxRequests ?? 0), protocol]
  const { stdout } = await promisify(execFile)(process.execPath, args, { maxBuffer: 1 << 20 })
  return JSON.parse(stdout.trim().split('\n').at(-1)!)
}
