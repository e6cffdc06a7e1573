export * from './cabin-response.ts'
export * from './vehicle-models.ts'
