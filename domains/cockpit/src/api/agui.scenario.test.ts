import { aguiAgent, runAgui } from '@mindwire/testkit/agui'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type CockpitTestServer, startCockpitServer } from '../testing/cockpit-test-server.ts'
import { drive } from '../testing/dialog-call.ts'

let t: CockpitTestServer
beforeAll(async () => {
  t = await startCockpitServer()
})
afterAll(() => t.close())

/** A simulated car and an AG-UI thread bound to it (the only state a cockpit client may give). */
async function carThread(vehicleId: string) {
  await t.call('/api/v1/vehicles', { body: { id: vehicleId, simulator: true } })
  return aguiAgent(`${t.url}/api/agui/nlc`, t.key, `thread-${vehicleId}`, { vehicleId })
}

const vehicleState = async (vehicleId: string) =>
  (await t.call(`/api/v1/vehicle/${vehicleId}/state`)).json.data

function say(agent: ReturnType<typeof aguiAgent>, text: string) {
  agent.addMessage({ id: `u-${agent.messages.length}`, role: 'user', content: text })
  return runAgui(agent)
}

describe('the cockpit over AG-UI, offline model, real @ag-ui/client with its verifier', () => {
  it('runs a command: the call streams, the vehicle state arrives as snapshot and delta from the car', async () => {
    const agent = await carThread('agui-ac')
    const run = await say(agent, '空调调到24度')
    expect(run.error).toBeUndefined()
    expect(run.types).toEqual(
      expect.arrayContaining(['TOOL_CALL_START', 'TOOL_CALL_END', 'TOOL_CALL_RESULT', 'STATE_DELTA']),
    )
    expect((await vehicleState('agui-ac')).ac.temperature).toBe(24)
    expect((agent.state as { ac: { temperature: number } }).ac.temperature).toBe(24)
  })

  it('state a client sends is not the car’s: a forged speed is not read, the real one decides', async () => {
    const agent = await carThread('agui-forge')
    expect((await say(agent, '空调调到22度')).error).toBeUndefined()
    await drive(t, 'agui-forge', 110)
    agent.setState({ ...(agent.state as object), speed: 0, gear: 'P' })
    const run = await say(agent, '把车窗全部打开')
    expect(run.error).toBeUndefined()
    const result = run.events.find((e) => e.type === 'TOOL_CALL_RESULT') as unknown as { content: string }
    expect(JSON.parse(result.content)).toMatchObject({ status: 'blocked' })
    expect((agent.state as { speed: number }).speed).toBe(110)
    expect((await vehicleState('agui-forge')).windows.frontLeft).toBe(0)
    // The car's state names its vehicle: the server's own key, so the thread stays bound to its car.
    await t.call('/api/v1/vehicles', { body: { id: 'agui-other', simulator: true } })
    agent.setState({ vehicleId: 'agui-other' })
    const other = await say(agent, '空调调到23度')
    expect(other.error).toBeUndefined()
    expect((await vehicleState('agui-forge')).ac.temperature).toBe(23)
    expect((await vehicleState('agui-other')).ac.temperature).not.toBe(23)
  })

  it('a confirmation is an AG-UI interrupt: approve opens the windows, decline leaves them shut', async () => {
    const approving = await carThread('agui-win-yes')
    const asked = await say(approving, '把车窗全部打开')
    expect(asked.events.at(-1)).toMatchObject({ outcome: { type: 'interrupt' } })
    const [interrupt] = approving.pendingInterrupts
    expect(interrupt?.message).toBe('确认要操作所有车窗吗？')
    expect((await vehicleState('agui-win-yes')).windows.frontLeft).toBe(0)
    const approved = await runAgui(approving, {
      resume: [{ interruptId: interrupt!.id, status: 'resolved', payload: { approved: true } }],
    })
    expect(approved.error).toBeUndefined()
    expect((await vehicleState('agui-win-yes')).windows.frontLeft).toBe(100)

    const declining = await carThread('agui-win-no')
    await say(declining, '把车窗全部打开')
    const [question] = declining.pendingInterrupts
    const declined = await runAgui(declining, {
      resume: [{ interruptId: question!.id, status: 'cancelled' }],
    })
    expect(declined.error).toBeUndefined()
    expect((await vehicleState('agui-win-no')).windows.frontLeft).toBe(0)
  })

  it('approve with edited arguments opens the windows as edited, and the safety rules still apply to the edit', async () => {
    const edit = async (vehicleId: string, percent: number, speed?: number) => {
      const agent = await carThread(vehicleId)
      await say(agent, '把车窗全部打开')
      const [interrupt] = agent.pendingInterrupts
      expect(interrupt?.metadata).toMatchObject({ args: { position: 'all', action: 'open' } })
      if (speed !== undefined) await drive(t, vehicleId, speed)
      const editedArgs = { position: 'all', action: 'set_position', open_percentage: percent }
      const run = await runAgui(agent, {
        resume: [{ interruptId: interrupt!.id, status: 'resolved', payload: { approved: true, editedArgs } }],
      })
      expect(run.error).toBeUndefined()
      return run
    }
    await edit('agui-win-edit', 30)
    expect((await vehicleState('agui-win-edit')).windows.frontLeft).toBe(30)
    const blocked = await edit('agui-win-edit-fast', 90, 110)
    const result = blocked.events.find((e) => e.type === 'TOOL_CALL_RESULT') as unknown as { content: string }
    expect(JSON.parse(result.content)).toMatchObject({ status: 'blocked' })
    expect((await vehicleState('agui-win-edit-fast')).windows.frontLeft).toBe(0)
  })
})
