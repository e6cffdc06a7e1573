import { type AgentSubscriber, type BaseEvent, HttpAgent, type RunAgentParameters } from '@ag-ui/client'

/** An AG-UI HttpAgent (the real client, its event verifier on) for one thread of a Mindwire endpoint. */
export function aguiAgent(url: string, key: string, threadId: string, initialState?: object): HttpAgent {
  return new HttpAgent({ url, threadId, headers: { authorization: `Bearer ${key}` }, initialState })
}

/** What one AG-UI run gave: its events in order, how it finished, and its error if it failed. */
export interface AguiRun {
  events: BaseEvent[]
  types: string[]
  error?: Error
}

/** Runs the agent once and records every event the client applied; a failed run is returned, not thrown. */
export async function runAgui(agent: HttpAgent, parameters: RunAgentParameters = {}): Promise<AguiRun> {
  const events: BaseEvent[] = []
  const subscriber: AgentSubscriber = {
    onEvent: ({ event }) => {
      events.push(event)
    },
  }
  try {
    await agent.runAgent(parameters, subscriber)
    return { events, types: events.map((event) => event.type) }
  } catch (error) {
    return { events, types: events.map((event) => event.type), error: error as Error }
  }
}
