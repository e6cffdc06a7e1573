import type { LanguageModelV4 } from '@ai-sdk/provider'
import type { Domain } from '@mindwire/agent'
import type { ServerContext, ServerDomain } from '@mindwire/server'
import type { FastifyInstance } from 'fastify'
import type { CanvasSnapshot } from '../graph/canvas.ts'
import { normalizeSnapshot } from '../graph/normalize.ts'
import { SYNTH_APPS } from '../synth-domain.ts'
import { checkpointRoutes } from './checkpoint-routes.ts'
import { restoreRoute } from './restore-route.ts'
import { synthStateHolder } from './synth-state-holder.ts'

export interface SynthServerOptions {
  /** App ids besides the domain's name. Default ['synth-studio']. */
  apps?: readonly string[]
  /**
   * The model that titles checkpoints. Default: the synth domain's routed model, unless that is the offline
   * engine alone (which cannot write titles); then titles come from the canvas.
   */
  titleModel?: () => LanguageModelV4 | undefined
}

/**
 * The synth as the server hosts it: sessions whose state is the browser's canvas (normalised, changed by
 * the tools during a run, written back after it) and the checkpoint routes under /api/synth/checkpoints.
 */
export function synthServerDomain(
  synth: Domain<CanvasSnapshot>,
  options: SynthServerOptions = {},
): ServerDomain<CanvasSnapshot> {
  const apps = options.apps ?? SYNTH_APPS
  return {
    domain: synth,
    apps,
    state: (session, context) => synthStateHolder(context.store, session),
    // The canvas lives in the browser: its snapshot is what the model reads and the tools change, kept in
    // a well-formed shape. It decides nothing beyond the canvas itself.
    clientState: ({ snapshot }) => normalizeSnapshot(snapshot),
    routes: (app: FastifyInstance, context: ServerContext) => {
      checkpointRoutes(app, context, {
        domainName: synth.name,
        titleModel: (ctx) => (options.titleModel ? options.titleModel() : routedModel(ctx, synth.name)),
      })
      restoreRoute(app, context, { app: synth.name })
    },
  }
}

function routedModel(context: ServerContext, app: string): LanguageModelV4 | undefined {
  try {
    const model = context.domains.resolve(app).engine.runtime.model
    return model.modelId === 'offline' ? undefined : model
  } catch {
    // No model can be built (misconfigured chain): titles still come from the canvas.
    return undefined
  }
}
