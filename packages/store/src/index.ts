export type * from './document-types.ts'
export { openStore } from './open-store.ts'
export type * from './project-artifact-types.ts'
export type * from './project-types.ts'
export type * from './shop-types.ts'
export { storableText } from './storable-json.ts'
export type * from './store.ts'
export { StoreError, type StoreErrorCode } from './store-error.ts'
export {
  type Checkpointer,
  EMBEDDING_DIMENSIONS,
  type JSONValueLike,
  MAX_EF_SEARCH,
  type PendingCall,
  type Usage,
} from './store-types.ts'
export type * from './turn-types.ts'
