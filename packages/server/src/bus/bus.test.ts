import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { probeNats, servicesRequired, TEST_NATS_URL } from '../testing/nats-test-server.ts'
import type { Bus } from './bus.ts'
import type { NatsBusConfig } from './bus-config.ts'
import { LocalBus } from './local-bus.ts'
import { openNatsBus, RETAINED_PREFIX } from './nats-bus.ts'

const nats = await probeNats()
if (!nats.reachable && !servicesRequired)
  console.warn(
    `[bus tests] NATS at ${TEST_NATS_URL} is unreachable (${nats.error}): skipping the NATS variant`,
  )

// The shared test NATS has no auth; the messages are sealed as in any deployment with a secret.
const config: NatsBusConfig = {
  servers: [TEST_NATS_URL],
  prefix: 'mindwire-test',
  secret: 'a-test-secret-of-at-least-32-characters',
  insecure: false,
}
const any = z.unknown()
const numbered = z.object({ n: z.number() })

const variants: Array<{ name: string; open: () => Promise<Bus[]>; shared: boolean }> = [
  { name: 'local', open: async () => [new LocalBus()], shared: false },
  {
    name: 'nats',
    open: () => Promise.all([openNatsBus(config), openNatsBus(config)]),
    shared: true,
  },
]

for (const variant of variants) {
  const skip = variant.name === 'nats' && !nats.reachable && !servicesRequired
  describe.skipIf(skip)(`bus [${variant.name}]`, () => {
    let buses: Bus[] = []
    // With NATS, the second bus is another instance's connection: what one publishes the other receives.
    const sender = () => buses[0]!
    const receiver = () => buses.at(-1)!
    beforeAll(async () => {
      buses = await variant.open()
    })
    afterAll(() => Promise.all(buses.map((bus) => bus.close())))

    it('delivers a published message to a subscriber of the subject, and not after it unsubscribed', async () => {
      const subject = `test.${randomUUID()}`
      const got: unknown[] = []
      const arrived = new Promise<void>((resolve) => {
        const stop = receiver().subscribe(subject, any, (message) => {
          got.push(message)
          stop()
          resolve()
        })
      })
      await receiver().flush()
      sender().publish(subject, { n: 1 })
      await arrived
      sender().publish(subject, { n: 2 })
      await sender().flush()
      await receiver().flush()
      expect(got).toEqual([{ n: 1 }])
    })

    it('answers a request through the responder, and undefined when nobody responds', async () => {
      const subject = `test.${randomUUID()}`
      const echo = z.object({ echo: z.number() })
      expect(await sender().request(subject, {}, echo, 500)).toBeUndefined()
      const stop = receiver().respond(subject, numbered, (message) => ({ echo: message.n * 2 }))
      await receiver().flush()
      expect(await sender().request(subject, { n: 21 }, echo, 2000)).toEqual({ echo: 42 })
      stop()
    })

    // Only where there is something to keep: the in-process bus has one instance, whose runs are in memory.
    if (variant.shared)
      it('keeps retained messages for a reader that comes after the publisher', async () => {
        const subject = `${RETAINED_PREFIX}${randomUUID()}`
        for (const n of [1, 2, 3]) await sender().publishRetained(subject, { n })
        await sender().close()
        const late = await openNatsBus(config)
        buses[0] = late
        expect(await late.retained(subject, numbered)).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }])
        expect(await late.retained(`${RETAINED_PREFIX}${randomUUID()}`, numbered)).toEqual([])
      })
  })
}
