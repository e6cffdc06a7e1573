import type { Tenant } from '@mindwire/store'
import { ApiError } from '../errors/api-error.ts'
import type { ServerContext } from '../server-context.ts'
import type { ServerDomain } from './server-domain.ts'

/**
 * The state a session keeps after a client sent `snapshot`: the app's own policy decides (see
 * `ServerDomain.clientState`); an app without one refuses client state with a 400 and changes nothing.
 */
export async function acceptClientState(
  context: ServerContext,
  hosted: ServerDomain,
  tenant: Tenant,
  snapshot: unknown,
  current: unknown,
): Promise<unknown> {
  if (!hosted.clientState)
    throw new ApiError(
      400,
      'invalid_request',
      `the ${hosted.domain.name} app keeps its state on the server and takes none from the client`,
    )
  return hosted.clientState({ snapshot, current, tenant, context })
}
