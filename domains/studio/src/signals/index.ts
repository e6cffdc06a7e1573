// Vehicle signals a parameter can follow, a simulated drive, and what a bound parameter does over it.
export { type BoundValue, boundValue } from './bound-value.ts'
export {
  DRIVE_DURATION_S,
  DRIVE_PHASES,
  type DriveOptions,
  type DrivePhase,
  type DriveTrace,
  drivePhaseAt,
  driveValueAt,
  simulateDrive,
} from './drive-simulator.ts'
export {
  type CatalogueSignal,
  VEHICLE_SIGNALS,
  type VehicleSignal,
  type VehicleSignalName,
  vehicleSignal,
} from './signal-catalogue.ts'
export {
  type WatchBindingInput,
  type WatchedBinding,
  type WatchPoint,
  watchBinding,
} from './watch-binding.ts'
