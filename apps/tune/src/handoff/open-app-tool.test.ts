import { describe, expect, it } from 'vitest'
import { createOpenAppTool, type OpenedLink } from './open-app-tool.ts'

const call = { callId: 'c1', sessionId: 's-1', signal: new AbortController().signal }

describe('the open-app client tool', () => {
  it('opens the deep link as this app’s route in a new tab and returns the URL', async () => {
    Object.assign(globalThis, { location: { origin: 'http://127.0.0.1:3000' } })
    const opened: string[] = []
    const links: OpenedLink[] = []
    const tool = createOpenAppTool({
      base: '/tune/',
      onOpened: (link) => links.push(link),
      open: (url) => {
        opened.push(url)
        return { opener: {} }
      },
    })
    const result = await tool.execute(
      { app: 'xi-tune', intent: 'auto-tune', context: { projectId: 'p-1' } },
      call,
    )
    const url = 'http://127.0.0.1:3000/tune/xi-tune?intent=auto-tune&sessionId=s-1&projectId=p-1'
    expect(result).toEqual({
      success: true,
      url,
      deepLink: 'xi://xi-tune/intent/auto-tune?sessionId=s-1&projectId=p-1',
    })
    expect(opened).toEqual([url])
    expect(links).toEqual([{ app: 'xi-tune', intent: 'auto-tune', url, blocked: false }])
  })

  it('says so when the browser blocks the tab, or the app is not hosted here', async () => {
    const links: OpenedLink[] = []
    const tool = createOpenAppTool({ base: '/tune/', onOpened: (link) => links.push(link), open: () => null })
    expect(await tool.execute({ app: 'xi-tune', intent: 'auto-tune' }, call)).toMatchObject({
      success: false,
      error: expect.stringContaining('blocked'),
    })
    expect(links[0]!.blocked).toBe(true)
    expect(await tool.execute({ app: 'xi-nowhere', intent: 'report' }, call)).toMatchObject({
      success: false,
    })
  })
})
