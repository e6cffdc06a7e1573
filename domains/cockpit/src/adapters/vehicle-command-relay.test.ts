import { LocalBus } from '@mindwire/server'
import { afterEach, describe, expect, it } from 'vitest'
import type { CommandReport } from './connected-vehicle-gateway.ts'
import { VehicleCommandRelay } from './vehicle-command-relay.ts'
import type { VehicleCommand } from './vehicle-gateway.ts'

// Two relays on one bus stand for two instances: the issuer, and the holder of the car's agent.
const bus = new LocalBus()
const relays: VehicleCommandRelay[] = []
const relay = () => {
  const made = new VehicleCommandRelay(bus)
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
})
