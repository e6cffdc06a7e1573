import type { Domain } from '@mindwire/agent'
import { cockpitServerDomain, createCockpit } from '@mindwire/cockpit'
import type { ServerDomain } from '@mindwire/server'
import { shoppingDomain } from '@mindwire/shopping'

/** Every domain this build hosts, as the server hosts them. */
export function serverDomains(): ServerDomain[] {
  return [cockpitServerDomain(createCockpit()), { domain: shoppingDomain }]
}

/** A domain for the terminal chat, by name; the error lists the ones that exist. */
export function findDomain(name: string): Domain {
  const domains: Record<string, () => Domain> = {
    cockpit: () => createCockpit().domain,
    shopping: () => shoppingDomain,
  }
  const make = domains[name]
  if (!make) throw new Error(`unknown domain "${name}"; available: ${Object.keys(domains).join(', ')}`)
  return make()
}
