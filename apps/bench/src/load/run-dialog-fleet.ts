import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'

const client = fileURLToPath(new URL('./dialog-load-client.ts', import.meta.url))

/** What the dialog load client reports for one fleet (see dialog-load-client.ts). */
export type Load = {
  p50Ms: number
  p95Ms: number
  /** p95 of each vehicle's first request (it creates the session and registers the car), and of the rest. */
  firstP95Ms: number
  laterP95Ms: number
  /** p95 of the later requests' time inside their run (run start → response ready, from each response). */
  laterInRunP95Ms: number
  /** The load client's own event-loop delay, p99: what of the latencies is the client's. */
  clientLoopDelayP99Ms: number
  requestsPerSecond: number
  errors: number
  requests: number
}

/** A fleet of `vehicles` talking to a dialog server from a second process (the load client), and its report. */
export async function runDialogFleet(fleet: {
  url: string
  key: string
  /** A JSON file of utterances the vehicles take turns saying. */
  utterances: string
  vehicles: number
  seconds: number
  /** Mean think time between a vehicle's requests; 0 sends back to back. */
  thinkMs: number
  idPrefix: string
}): Promise<Load> {
  const { url, key, utterances, vehicles, seconds, thinkMs, idPrefix } = fleet
  const args = [client, url, key, String(vehicles), String(seconds), utterances, String(thinkMs), idPrefix]
  const { stdout } = await promisify(execFile)(process.execPath, args, { maxBuffer: 1 << 20 })
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as Load
}
