import type { Domain, KnowledgeForget, KnowledgeRecord } from '@mindwire/agent'
import { ApiError, type ServerDomain } from '@mindwire/server'
import type { ProjectDocument } from '../chain/chain.ts'
import { forgetter, learner } from '../memory/learn.ts'
import type { StudioState } from '../project/studio-state.ts'
import { STUDIO_APPS } from '../studio-domain.ts'
import { projectRoutes } from './project-routes.ts'
import {
  keptTurn,
  STUDIO_PROJECT_APP,
  type StudioSessionState,
  studioStateHolder,
} from './studio-state-holder.ts'
import { xiRoutes } from './xi-routes.ts'

/** `state.focus` of a request: a module of the project's chain, named by id; anything else is a 400. */
function focusedModule(focus: unknown, document: unknown): string {
  const moduleId = (focus as { moduleId?: unknown } | null)?.moduleId
  if (typeof moduleId !== 'string')
    throw new ApiError(400, 'invalid_request', 'state.focus must be { moduleId } of a module in the chain')
  const modules = (document as ProjectDocument).chain.modules
  if (!modules.some((module) => module.id === moduleId))
    throw new ApiError(404, 'not_found', `module ${moduleId} is not in the project's chain`)
  return moduleId
}

/**
 * The studio as the server hosts it: a session works on one of the tenant's projects (bound by
 * `{ projectId }`, or a new one on first use), kept in the store with its revisions; the routes of
 * projects, measurements, auto-tune, test runs and generated code under /api/studio.
 */
export function studioServerDomain(
  studio: Domain<StudioState>,
  options: {
    /** Where what runs learn is kept (projects, vehicles, tuning-presets); without it nothing is. */
    record?: KnowledgeRecord
    /** Where it is forgotten again when its subject goes (a deleted project's entry). */
    forget?: KnowledgeForget
  } = {},
): ServerDomain<StudioState> {
  return {
    domain: studio,
    apps: STUDIO_APPS,
    contentFilter: true,
    state: (session, context) =>
      studioStateHolder(
        context.store,
        session,
        studio.tools,
        context.config.tenantLimits,
        learner(options.record, context.log),
      ),
    // A client names the project it works on; the project itself is the server's, read from the store.
    clientState: async ({ snapshot, current, tenant, context }) => {
      const { projectId, focus } = (snapshot ?? {}) as { projectId?: unknown; focus?: unknown }
      if (projectId === undefined) {
        if (focus !== undefined)
          throw new ApiError(400, 'invalid_request', 'state.focus needs the state.projectId it belongs to')
        return {}
      }
      if (typeof projectId !== 'string')
        throw new ApiError(400, 'invalid_request', 'state.projectId must be a project id')
      const project = /^[0-9a-f-]{36}$/i.test(projectId)
        ? await context.store.projects.get(tenant.id, projectId)
        : undefined
      if (!project || project.app !== STUDIO_PROJECT_APP)
        throw new ApiError(404, 'not_found', `project ${projectId} not found`)
      // A client sending its state back with an answer must not cut the waiting turn from its undo batch.
      const kept =
        (current as StudioSessionState | null)?.projectId === projectId ? keptTurn(current as never) : {}
      if (focus === undefined) return { projectId, ...kept }
      return { projectId, ...kept, focus: { moduleId: focusedModule(focus, project.document) } }
    },
    routes: (app, context) => {
      const learn = learner(options.record, context.log)
      projectRoutes(app, context, studio.tools, learn, forgetter(options.forget, context.log))
      xiRoutes(app, context, learn)
    },
  }
}
