export type { CommandReport, VehicleLink } from './adapters/connected-vehicle-gateway.ts'
export { ConnectedVehicleGateway, VEHICLE_OFFLINE_REPLY } from './adapters/connected-vehicle-gateway.ts'
export { applyCommand, SimulatedGateway } from './adapters/simulated-gateway.ts'
export type { CommandOutcome, SentAs, VehicleCommand, VehicleGateway } from './adapters/vehicle-gateway.ts'
export {
  fromWireCommand,
  intentOf,
  toWireCommand,
  type WireVehicleCommand,
} from './adapters/wire-command.ts'
export { type CockpitServerOptions, cockpitServerDomain } from './api/cockpit-server-domain.ts'
export {
  Catalogue,
  type CatalogueOptions,
  DEFAULT_FUNCTIONS_DIR,
  DEFAULT_PROMPTS_DIR,
  defaultCatalogue,
  type ReloadResult,
} from './catalogue/catalogue.ts'
export { CatalogueError, type CatalogueIssue } from './catalogue/catalogue-error.ts'
export type { CatalogueFunction } from './catalogue/load-catalogue.ts'
export { type Cockpit, type CockpitOptions, createCockpit } from './cockpit-domain.ts'
export type { CockpitState } from './cockpit-state.ts'
export * from './eval/index.ts'
export { enginePredictor, predictionFrom } from './evaluation/engine-predictor.ts'
export { COCKPIT_FUNCTIONS, functionDomain } from './functions/catalogue.ts'
export { HANDLERS } from './handlers/index.ts'
export { type CockpitServices, serviceHandlers } from './handlers/service-handlers.ts'
export type { MusicLibrary, Track, TrackQuery } from './music/music-library.ts'
export { ShippedMusicLibrary } from './music/shipped-music-library.ts'
export { parseUtterance } from './offline/index.ts'
export { createOfflineModel, OFFLINE_CALL_PREFIX } from './offline-model/offline-model.ts'
export { DEFAULT_POSITION, distanceKm, estimateDrive, type GeoPoint } from './places/geo.ts'
export type { Place, PlaceHit, PoiQuery, PoiService } from './places/poi-service.ts'
export { ShippedPoiService } from './places/shipped-poi-service.ts'
export { cockpitSystemPrompt } from './prompts/system-prompt.ts'
export { createHybridModel, FAST_PATH_CONFIDENCE } from './routing/hybrid-model.ts'
export { DEFAULT_RULES_FILE, RuleBook } from './rules/rule-book.ts'
export { VehicleRegistry } from './vehicle/vehicle-registry.ts'
export {
  defaultVehicleState,
  patchVehicleState,
  type VehicleState,
  vehicleStateSchema,
} from './vehicle/vehicle-state.ts'
