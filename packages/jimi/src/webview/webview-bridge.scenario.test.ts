import { type BoardServer, startBoardServer } from '@mindwire/client/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createRemoteJimi } from '../remote/remote-jimi.ts'
import { type BridgeEvent, connectNativeHost } from './webview-bridge.ts'

let t: BoardServer
let key: string
beforeAll(async () => {
  t = await startBoardServer()
  key = await t.tenant('shop-webview')
}, 90_000)
afterAll(() => t.close())

/** The native side as Android's JavaScript interface sees it: JSON strings posted to it, nothing else. */
function nativeSide() {
  const events: BridgeEvent[] = []
  const waiters: Array<() => void> = []
  return {
    host: {
      post(json: string) {
        events.push(JSON.parse(json) as BridgeEvent)
        for (const wake of waiters.splice(0)) wake()
      },
    },
    events,
    async ended(requestId: string): Promise<BridgeEvent> {
      for (;;) {
        const end = events.find((e) => e.type !== 'wire' && 'requestId' in e && e.requestId === requestId)
        if (end) return end
        await new Promise<void>((resolve) => waiters.push(resolve))
      }
    },
  }
}

describe('the Jimi engine behind a WebView bridge (an Android shopping app)', () => {
  it('a run and a confirmation go in as JSON strings; Wire messages and the outcome come out as JSON', async () => {
    const jimi = createRemoteJimi({ endpoint: t.url, apiKey: key, app: 'board' })
    const native = nativeSide()
    const bridge = connectNativeHost(jimi.createEngine({ name: 'shopper' }), native.host)
    t.llm.enqueue({ toolCalls: [{ name: 'pin_item', args: { text: '蓝牙耳机' } }] }, { text: '记下了。' })
    bridge.receive(JSON.stringify({ type: 'run', requestId: 'r1', input: '记下蓝牙耳机' }))
    expect(await native.ended('r1')).toMatchObject({ type: 'complete', summary: { text: '记下了。' } })
    const wire = native.events
      .filter((e) => e.type === 'wire')
      .map((e) => (e as { message: { type: string } }).message.type)
    expect(wire).toEqual(expect.arrayContaining(['StepBegin', 'ToolCall', 'ToolResult', 'ContentPart']))

    t.llm.enqueue({ toolCalls: [{ name: 'unpin_item', args: { index: 0 } }] })
    bridge.receive(JSON.stringify({ type: 'run', requestId: 'r2', input: '删掉第一个' }))
    const asked = (await native.ended('r2')) as Extract<BridgeEvent, { type: 'complete' }>
    const [pending] = asked.summary.pending
    expect(pending).toMatchObject({ name: 'unpin_item' })
    t.llm.enqueue({ text: '好的，不删。' })
    bridge.receive(
      JSON.stringify({ type: 'confirm', requestId: 'r3', callId: pending!.callId, accepted: false }),
    )
    expect(await native.ended('r3')).toMatchObject({ type: 'complete', summary: { text: '好的，不删。' } })
    await bridge.close()
    await jimi.shutdown()
  })

  it('a request the bridge cannot read is answered with invalid_request and runs nothing', async () => {
    const jimi = createRemoteJimi({ endpoint: t.url, apiKey: key, app: 'board' })
    const native = nativeSide()
    const bridge = connectNativeHost(jimi.createEngine({ name: 'shopper' }), native.host)
    const calls = t.llm.requests.length
    for (const json of ['not json', '{"type":"run","input":"no id"}', '{"type":"confirm","requestId":"x"}'])
      bridge.receive(json)
    expect(native.events).toEqual([
      expect.objectContaining({ type: 'error', code: 'invalid_request' }),
      expect.objectContaining({ type: 'error', code: 'invalid_request' }),
      expect.objectContaining({ type: 'error', code: 'invalid_request' }),
    ])
    expect(t.llm.requests.length).toBe(calls)
    await bridge.close()
    await jimi.shutdown()
  })
})
