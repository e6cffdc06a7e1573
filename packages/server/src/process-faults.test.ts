import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { describe, expect, it } from 'vitest'

/**
 * A real process serving HTTP whose every request leaves a rejected promise nobody handles, as a buggy tool
 * would; `guarded` says whether it installs the guard. Resolves with its URL and the process.
 */
async function startFaultyServer(guarded: boolean) {
  const guardModule = new URL('./process-faults.ts', import.meta.url).href
  const program = `
    import { createServer } from 'node:http'
    import { guardProcess } from ${JSON.stringify(guardModule)}
    let faults = 0
    if (${guarded}) guardProcess({ error: () => {} }, () => faults++)
    const server = createServer((request, response) => {
      Promise.reject(new Error('a request-scoped failure'))
      setTimeout(() => response.end(String(faults)), 20)
    })
    server.listen(0, '127.0.0.1', () => console.log(server.address().port))`
  const child = spawn(process.execPath, ['--input-type=module', '-e', program], {
    stdio: ['ignore', 'pipe', 'ignore'],
  })
  const [line] = (await once(child.stdout, 'data')) as [Buffer]
  return { url: `http://127.0.0.1:${String(line).trim()}`, child }
}

describe('a server process and the failures of its requests', () => {
  it('keeps serving through unhandled rejections, and counts each', async () => {
    const { url, child } = await startFaultyServer(true)
    try {
      const answers = []
      for (let i = 0; i < 3; i++) answers.push(await (await fetch(url)).text())
      expect(answers).toEqual(['1', '2', '3'])
      expect(child.exitCode).toBeNull()
    } finally {
      child.kill()
    }
  })

  it('without the guard, one such request ends the process (what the guard prevents)', async () => {
    const { url, child } = await startFaultyServer(false)
    const exited = once(child, 'exit')
    await fetch(url).catch(() => undefined)
    const [code] = await exited
    expect(code).not.toBe(0)
  })
})
