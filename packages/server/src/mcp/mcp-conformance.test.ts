import { execFile } from 'node:child_process'
import { createRequire } from 'node:module'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../testing/test-server.ts'

const run = promisify(execFile)
const cli = createRequire(import.meta.url).resolve('@modelcontextprotocol/conformance/dist/index.js')

/**
 * The scenarios of the official MCP conformance suite (0.1.16, spec 2025-06-18 and 2025-11-25) that a
 * server of an app's own tools answers: the others need the suite's fixture tools, prompts or resources
 * (test_image_content, …), or logging, which this server does not offer.
 */
const SCENARIOS = ['server-initialize', 'ping', 'tools-list', 'dns-rebinding-protection']

let t: TestServer
beforeAll(async () => {
  // Keyless local mode: the suite sends no key, and DNS-rebinding protection matters exactly there.
  t = await startTestServer({ config: { auth: 'optional' } })
}, 60_000)
afterAll(() => t.close())

describe('MCP conformance suite, server scenarios', () => {
  it.each(SCENARIOS)(
    '%s passes',
    async (scenario) => {
      const { stdout } = await run(
        process.execPath,
        [cli, 'server', '--url', `${t.url}/api/mcp/notes`, '--scenario', scenario],
        { timeout: 60_000 },
      ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? String(error) }))
      const result = /Passed: (\d+)\/(\d+), (\d+) failed/.exec(stdout)
      expect(result, stdout).not.toBeNull()
      expect(Number(result![3]), stdout).toBe(0)
      expect(Number(result![1])).toBe(Number(result![2]))
    },
    90_000,
  )
})
