import type { ServerContext } from '@mindwire/server'
import type { Cockpit } from '../cockpit-domain.ts'
import type { WriteAhead } from './write-ahead.ts'

/** What the cockpit's HTTP and WebSocket handlers share. */
export interface CockpitServices {
  context: ServerContext
  cockpit: Cockpit
  /** How long a command waits for confirmation before it expires. */
  confirmTtlMs: number
  /** Records a command before it is sent to a connected vehicle. */
  writeAhead: WriteAhead
}
