import { analystDeps, analystServerDomain } from '@mindwire/analyst'
import { type StudioServer, startServerWith } from './studio-server.ts'

/**
 * A real Mindwire server for the analyst page's browser test: the analyst domain with its real executor
 * (decoding, detectors) and the offline planner, PGlite in memory, keyless access on loopback, and the
 * built web app (studio at `/`, analyst at `/analyst.html`).
 */
export function startAnalystServer(webRoot: string): Promise<StudioServer> {
  return startServerWith([analystServerDomain({ deps: analystDeps })], webRoot)
}
