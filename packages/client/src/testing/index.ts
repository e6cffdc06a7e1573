// Test helpers for packages that build on the client (Node only: they start a real server).
export { type BoardState, boardDomain } from './board-domain.ts'
export { type BoardServer, startBoardServer } from './board-server.ts'
export { type FlakyFetch, flakyFetch } from './flaky-fetch.ts'
