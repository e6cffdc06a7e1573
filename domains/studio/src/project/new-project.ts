import type { ProjectDocument } from '../chain/chain.ts'

/** The vehicle model and target a new project starts with. */
export const DEFAULT_VEHICLE_MODEL = 'sedan-a'
export const DEFAULT_TARGET_CURVE = 'harman-car'

/**
 * A new tuning project: the playback chain of one speaker channel as tuners start it — input gain, a
 * subsonic high-pass, low and high shelves, and a limiter guarding the amplifier. Auto-tune adds peaking
 * bands before the limiter.
 */
export function newProjectDocument(name = '新工程', vehicleModel = DEFAULT_VEHICLE_MODEL): ProjectDocument {
  return {
    name,
    vehicleModel,
    sampleRate: 48_000,
    targetCurve: DEFAULT_TARGET_CURVE,
    chain: {
      modules: [
        { id: 'inputGain', type: 'gain-polarity-mute-v1', params: { gainDb: 0 } },
        { id: 'subsonic', type: 'filter-hpf-lpf-v3', params: { type: 'highpass', fc: 25, order: 2 } },
        { id: 'lowShelf', type: 'eq-shelf-v2', params: { type: 'lowShelf', fc: 120, gainDb: 4 } },
        { id: 'highShelf', type: 'eq-shelf-v2', params: { type: 'highShelf', fc: 8000, gainDb: 0 } },
        { id: 'limiter', type: 'limiter-lookahead-v2', params: { ceilingDb: -1 } },
      ],
      connections: [
        { from: 'inputGain', to: 'subsonic' },
        { from: 'subsonic', to: 'lowShelf' },
        { from: 'lowShelf', to: 'highShelf' },
        { from: 'highShelf', to: 'limiter' },
      ],
      bindings: [],
    },
  }
}
