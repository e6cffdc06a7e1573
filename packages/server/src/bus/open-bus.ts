import type { Bus } from './bus.ts'
import { LocalBus } from './local-bus.ts'
import { openNatsBus } from './nats-bus.ts'

/** NATS when `natsUrl` is set (many instances), the in-process bus otherwise (one instance, the default). */
export async function openBus(natsUrl: string | undefined, name?: string): Promise<Bus> {
  return natsUrl ? openNatsBus(natsUrl, name) : new LocalBus()
}
