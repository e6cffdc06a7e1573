export { startLocalHttp } from './local-http.ts'
export { ReportQueue } from './report-queue.ts'
export { type AgentReply, VehicleAgent, type VehicleAgentOptions } from './vehicle-agent.ts'
