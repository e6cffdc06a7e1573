import { LocalBus } from '@mindwire/server'
import { afterEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import type { CommandReport } from './connected-vehicle-gateway.ts'
import { type RelayedCommandCheck, VehicleCommandRelay } from './vehicle-command-relay.ts'
import type { VehicleCommand } from './vehicle-gateway.ts'

// Two relays on one bus stand for two instances: the issuer, and the holder of the car's agent.
const bus = new LocalBus()
const relays: VehicleCommandRelay[] = []
const relay = (check?: RelayedCommandCheck) => {
  const made = new VehicleCommandRelay(bus, check)
  relays.push(made)
  return made
}
afterEach(() => {
  for (const made of relays.splice(0)) made.close()
})

const command = (vehicleId: string, id = `call-${Math.random()}`): VehicleCommand => ({
  id,
  vehicleId,
  name: 'control_ac',
  params: { temperature: 22 },
  timestamp: Date.now(),
})
const ok: CommandReport = { success: true, message: 'done' }

describe('vehicle command relay', () => {
  it('says no_agent at once for a vehicle that never had an agent (the simulator serves it)', async () => {
    expect(await relay().execute(command('t:lonely'), Date.now() + 2000)).toEqual({ kind: 'no_agent' })
  })

  it('delivers to the instance holding the agent and returns the agent’s report from there', async () => {
    const [issuer, holder] = [relay(), relay()]
    const delivered: string[] = []
    holder.serve('t:car', {
      sendCommand: (sent) => {
        delivered.push(sent.id)
        holder.report('t:car', sent.id, ok)
      },
    })
    const sent = command('t:car')
    expect(await issuer.execute(sent, Date.now() + 2000)).toEqual({ kind: 'report', report: ok })
    expect(delivered).toEqual([sent.id])
  })

  it('ignores a report for the command from another vehicle: only its own car may answer', async () => {
    const [issuer, holder] = [relay(), relay()]
    holder.serve('t:car-a', { sendCommand: (sent) => holder.report('t:car-b', sent.id, ok) })
    expect(await issuer.execute(command('t:car-a'), Date.now() + 700)).toEqual({ kind: 'timeout' })
  })

  it('waits through a handover: the agent left one instance and the command reaches it on the next', async () => {
    const [issuer, first, second] = [relay(), relay(), relay()]
    const link = { sendCommand: (sent: VehicleCommand) => second.report('t:moving', sent.id, ok) }
    first.serve('t:moving', link)
    first.unserve('t:moving')
    setTimeout(() => second.serve('t:moving', link), 400)
    expect(await issuer.execute(command('t:moving'), Date.now() + 3000)).toEqual({
      kind: 'report',
      report: ok,
    })
  })

  it('delivers again when a report was lost with an instance; the car answers the repeat', async () => {
    const [issuer, holder] = [relay(), relay()]
    let deliveries = 0
    holder.serve('t:lossy', {
      sendCommand: (sent) => {
        // The first report dies with its instance; the car answers the repeat with the same result.
        if (++deliveries > 1) holder.report('t:lossy', sent.id, ok)
      },
    })
    expect(await issuer.execute(command('t:lossy'), Date.now() + 4000)).toEqual({
      kind: 'report',
      report: ok,
    })
    expect(deliveries).toBe(2)
  })

  it('the instance holding the car judges a relayed command again, and refuses it without sending it on', async () => {
    const blocked = { message: '车辆正在行驶，为了安全不能打开后备箱', ruleIds: ['trunk-while-moving'] }
    const issuer = relay()
    const holder = relay((sent) => (sent.name === 'control_trunk' ? blocked : undefined))
    const delivered: string[] = []
    holder.serve('t:moving-car', {
      sendCommand: (sent) => {
        delivered.push(sent.name)
        holder.report('t:moving-car', sent.id, ok)
      },
    })
    const trunk = { ...command('t:moving-car'), name: 'control_trunk', params: { action: 'open' } }
    expect(await issuer.execute(trunk, Date.now() + 2000)).toEqual({ kind: 'refused', ...blocked })
    expect(await issuer.execute(command('t:moving-car'), Date.now() + 2000)).toEqual({
      kind: 'report',
      report: ok,
    })
    expect(delivered).toEqual(['control_ac'])
  })

  it('refuses a command whose vehicle is not the one its subject names', async () => {
    const holder = relay()
    const delivered: string[] = []
    holder.serve('t:car-a', { sendCommand: (sent) => delivered.push(sent.id) })
    const subject = `mw.vehicle.${Buffer.from('t:car-a').toString('base64url')}.command`
    const answer = await bus.request(subject, command('t:car-b'), z.unknown(), 500)
    expect(answer).toMatchObject({ refused: { ruleIds: [] } })
    expect(delivered).toEqual([])
  })
})
