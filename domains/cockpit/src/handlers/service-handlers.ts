import type { MusicLibrary } from '../music/music-library.ts'
import type { PoiService } from '../places/poi-service.ts'
import { createControlMusic } from './control-music.ts'
import { createControlNavigation } from './control-navigation.ts'
import type { Handler } from './handler-result.ts'

/** The services behind the tools that a car maker replaces with its own (map provider, streaming). */
export interface CockpitServices {
  poi?: PoiService
  music?: MusicLibrary
}

/** Handlers for the given services, by handler name: to pass as CatalogueOptions.handlers. */
export function serviceHandlers(services: CockpitServices): Record<string, Handler> {
  const handlers: Record<string, Handler> = {}
  if (services.poi) handlers.control_navigation = createControlNavigation(services.poi)
  if (services.music) handlers.control_music = createControlMusic(services.music)
  return handlers
}
