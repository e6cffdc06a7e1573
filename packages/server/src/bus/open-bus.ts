import type { Bus } from './bus.ts'
import type { NatsBusConfig } from './bus-config.ts'
import { LocalBus } from './local-bus.ts'
import { openNatsBus } from './nats-bus.ts'

/** NATS when configured (many instances), the in-process bus otherwise (one instance, the default). */
export async function openBus(config: NatsBusConfig | undefined, name?: string): Promise<Bus> {
  return config ? openNatsBus(config, name) : new LocalBus()
}
