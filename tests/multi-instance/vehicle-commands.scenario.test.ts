import { randomUUID } from 'node:crypto'
import { VehicleAgent } from '@mindwire/vehicle-agent'
import { afterEach, expect, it } from 'vitest'
import { describeCluster } from './testing/cluster-suite.ts'

const agents: VehicleAgent[] = []
afterEach(() => {
  for (const agent of agents.splice(0)) agent.stop()
})

describeCluster('vehicle commands across instances', 3, (t) => {
  /** An agent connected to one instance, counting what it executes by command id. */
  async function agentOn(instance: number, vehicleId: string) {
    const executions = new Map<string, number>()
    const agent = new VehicleAgent({
      serverUrl: t.cluster.instances[instance]!.url,
      vehicleId,
      apiKey: (await t.cluster.vehicleKeys([vehicleId])).get(vehicleId),
      reconnectMs: 100,
      onExecute: (id) => executions.set(id, (executions.get(id) ?? 0) + 1),
    })
    agents.push(agent)
    agent.start()
    await expect.poll(() => agent.connected).toBe(true)
    return { agent, executions }
  }

  it('a vehicle on instance 1, its dialog on instance 2: the car executes the command once', async () => {
    const { agent, executions } = await agentOn(0, 'car-cross')
    const { json } = await t.call(1, '/api/v1/dialog', {
      sessionId: randomUUID(),
      vehicleId: 'car-cross',
      text: '把空调调到22度',
    })
    expect(json.data.commands).toMatchObject([{ status: 'executed' }])
    expect(agent.state.ac).toMatchObject({ isOn: true, temperature: 22 })
    expect([...executions.values()]).toEqual([1])
    // The instance the dialog came through knows the state the car reported.
    const state = await t.call(1, '/api/v1/vehicle/car-cross/state')
    expect(state.json.data.ac.temperature).toBe(22)
  })

  it('the safety rules on instance 2 see the speed the car just reported to instance 1', async () => {
    const { agent, executions } = await agentOn(0, 'car-speeding')
    const sessionId = randomUUID()
    // Known (and cached) on instance 2 while the car stands still.
    await t.call(1, '/api/v1/dialog', { sessionId, vehicleId: 'car-speeding', text: '把空调调到23度' })
    agent.registry.patch('car-speeding', { speed: 110 })
    await expect
      .poll(async () => (await t.call(1, '/api/v1/vehicle/car-speeding/state')).json.data.speed)
      .toBe(110)
    const { json } = await t.call(1, '/api/v1/dialog', {
      sessionId,
      vehicleId: 'car-speeding',
      text: '把车窗全部打开',
    })
    expect(json.data.commands).toMatchObject([{ status: 'rejected', decision: 'block' }])
    expect(executions.size).toBe(1)
    expect(agent.state.windows.frontLeft).toBe(0)
  })

  it('an agent may report over HTTP to its own instance a command issued on another', async () => {
    const instance = t.cluster.instances[0]!
    const socket = new WebSocket(
      `${instance.url.replace('http', 'ws')}/api/v1/ws?vehicleId=car-http&role=agent&token=${(await t.cluster.vehicleKeys(['car-http'])).get('car-http')}`,
    )
    const reported: string[] = []
    socket.addEventListener('message', async (message) => {
      const { event, data } = JSON.parse(String(message.data))
      if (event !== 'command:execute') return
      const answer = await t.call(0, `/api/v1/commands/${data.id}/result`, {
        success: true,
        message: '已执行',
      })
      reported.push(`${answer.status}`)
    })
    await new Promise((resolve) => socket.addEventListener('open', resolve))
    // Connected is not yet attached: the instance registers the car just after the socket opened.
    await new Promise((resolve) => setTimeout(resolve, 300))
    const { json } = await t.call(1, '/api/v1/dialog', {
      sessionId: randomUUID(),
      vehicleId: 'car-http',
      text: '打开座椅加热',
    })
    expect(json.data.commands).toMatchObject([{ status: 'executed' }])
    await expect.poll(() => reported).toEqual(['200'])
    socket.close()
  })

  it('a vehicle with no agent anywhere is served by the simulator, as on one instance', async () => {
    const { json } = await t.call(2, '/api/v1/dialog', {
      sessionId: randomUUID(),
      vehicleId: 'car-sim',
      text: '把空调调到24度',
    })
    expect(json.data.commands).toMatchObject([{ status: 'executed' }])
    expect((await t.call(0, '/api/v1/vehicle/car-sim/state')).json.data.ac.temperature).toBe(24)
  })

  it('a confirmation asked on instance 1 is answered on instance 3, and the car on instance 2 executes it', async () => {
    const { agent, executions } = await agentOn(1, 'car-confirm')
    const sessionId = randomUUID()
    const asked = await t.call(0, '/api/v1/dialog', {
      sessionId,
      vehicleId: 'car-confirm',
      text: '把车窗全部打开',
    })
    const command = asked.json.data.commands[0]
    expect(command).toMatchObject({ status: 'pending', requiresConfirmation: true })
    expect(executions.size).toBe(0)
    const confirmed = await t.call(2, '/api/v1/dialog/confirm', {
      sessionId,
      commandId: command.id,
      confirmed: true,
    })
    expect(confirmed.json.data.commands).toMatchObject([{ id: command.id, status: 'executed' }])
    expect(agent.state.windows.frontLeft).toBeGreaterThan(0)
    expect([...executions.values()]).toEqual([1])
    // Answered once: a second answer, on yet another instance, finds nothing waiting.
    const again = await t.call(1, '/api/v1/dialog/confirm', {
      sessionId,
      commandId: command.id,
      confirmed: true,
    })
    expect(again.status).toBeGreaterThanOrEqual(400)
    expect([...executions.values()]).toEqual([1])
  })
})
