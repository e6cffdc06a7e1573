import type { ServerContext, ServerDomain } from '@mindwire/server'
import type { FastifyInstance } from 'fastify'
import { relayedCommandCheck } from '../adapters/relayed-command-check.ts'
import { VehicleCommandRelay } from '../adapters/vehicle-command-relay.ts'
import type { ReloadResult } from '../catalogue/catalogue.ts'
import type { Cockpit } from '../cockpit-domain.ts'
import type { CockpitState } from '../cockpit-state.ts'
import { bindVehicle } from './bind-vehicle.ts'
import type { CockpitServices } from './cockpit-services.ts'
import { dialogRoutes } from './dialog-routes.ts'
import { vehicleStateHolder } from './dialog-session.ts'
import { storedVehicleStates } from './vehicle-persistence.ts'
import { vehicleRoutes } from './vehicle-routes.ts'
import { syncVehicleStates } from './vehicle-state-sync.ts'
import { WriteAhead } from './write-ahead.ts'
import { wsGateway } from './ws-gateway.ts'

export interface CockpitServerOptions {
  /** How long a command waits for confirmation. Default 60 s. */
  confirmTtlMs?: number
  /** How often waiting commands past their expiry are marked expired. Default 10 s. */
  expirySweepMs?: number
  /** Most vehicle states kept in memory (the store keeps all). Default 10,000. */
  vehicleCacheSize?: number
}

/**
 * The cockpit as the server hosts it: sessions bound to vehicles, live state from the vehicle registry,
 * the NLC REST API (/api/v1/*) and the WebSocket gateway, the safety rules and the function catalogue
 * reloaded when their files change, and a sweep that expires unanswered confirmations.
 */
export function cockpitServerDomain(
  cockpit: Cockpit,
  options: CockpitServerOptions = {},
): ServerDomain<CockpitState> {
  const confirmTtlMs = options.confirmTtlMs ?? 60_000
  return {
    // One confirmation window on every wire: a yes the NLC API calls expired is refused by the agent's
    // approval too (AG-UI, /api/ai, MCP), instead of running there for the approvals' ten minutes.
    domain: { ...cockpit.domain, approvalTtlMs: confirmTtlMs },
    apps: ['nlc'],
    state: (session) => vehicleStateHolder(cockpit, session),
    offlineFastPath: true,
    flush: () => cockpit.registry.flush(),
    clientState: (input) => bindVehicle(cockpit, input),
    // The car reports its own state: a client's copy of it is never read back.
    stateAuthority: 'server',
    // Which car a session drives: given once, when it starts (state or an AG-UI thread's forwardedProps).
    bindingKeys: ['vehicleId'],
    routes: (app: FastifyInstance, context: ServerContext) => {
      cockpit.registry.attachStore(storedVehicleStates(context.store), {
        capacity: options.vehicleCacheSize,
        onSaveError: (error) => context.log.error({ err: error }, 'could not save vehicle states; retrying'),
      })
      const writeAhead = new WriteAhead()
      cockpit.gateway.beforeSend = (command, origin) => writeAhead.before(command, origin)
      // One instance has every agent itself; with many, commands reach agents on the others over the bus.
      if (context.bus.kind !== 'local') {
        const relay = new VehicleCommandRelay(
          context.bus,
          relayedCommandCheck(cockpit.rules.rules, cockpit.registry),
        )
        cockpit.gateway.useRelay(relay)
        const stopSync = syncVehicleStates(cockpit.registry, context.bus, (vehicleKey) =>
          cockpit.gateway.isConnected(vehicleKey),
        )
        app.addHook('onClose', async () => {
          relay.close()
          stopSync()
        })
      }
      const services: CockpitServices = {
        context,
        cockpit,
        confirmTtlMs,
        writeAhead,
      }
      dialogRoutes(app, services)
      vehicleRoutes(app, services)
      wsGateway(app, services)
      cockpit.rules.watch((result) => {
        if (result.ok) context.log.info(`safety rules reloaded: ${result.count} rules`)
        else context.log.error(`safety rules not reloaded, the previous ones stay: ${result.error}`)
      })
      const unwatchCatalogue = cockpit.catalogue.watch((result) => logCatalogueReload(context, result))
      const sweep = setInterval(
        () => void context.store.commands.expirePending().catch(() => {}),
        options.expirySweepMs ?? 10_000,
      )
      sweep.unref()
      app.addHook('onClose', async () => {
        clearInterval(sweep)
        cockpit.rules.unwatch()
        unwatchCatalogue()
      })
    },
  }
}

// An operator who changed a function file reads here whether it took, and why not.
function logCatalogueReload(context: ServerContext, result: ReloadResult): void {
  if (result.ok) context.log.info(`function catalogue reloaded: ${result.count} functions`)
  else context.log.error(`function catalogue not reloaded, the previous one stays: ${result.error.message}`)
}
