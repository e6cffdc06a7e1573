import { BaseChatModel } from '@langchain/core/language_models/chat_models'
import type { BaseMessage } from '@langchain/core/messages'
import { AIMessage, HumanMessage } from '@langchain/core/messages'
import type { ChatResult } from '@langchain/core/outputs'
import { tool } from '@langchain/core/tools'
import { END, MessagesAnnotation, START, StateGraph } from '@langchain/langgraph'
import { ToolNode, toolsCondition } from '@langchain/langgraph/prebuilt'
import { z } from 'zod'
import { callForStep, FINAL_TEXT, TOOL_NAMES, toolWork } from '../fixtures/ten-step-script.ts'

/** A LangChain chat model that answers the ten-step script instantly, as our scripted model does. */
class ScriptedChatModel extends BaseChatModel {
  _llmType(): string {
    return 'scripted'
  }

  async _generate(messages: BaseMessage[]): Promise<ChatResult> {
    const index = messages.filter((message) => AIMessage.isInstance(message)).length
    const call = callForStep(index)
    const message = call
      ? new AIMessage({
          content: '',
          tool_calls: [{ id: `c${index}`, name: call.name, args: call.args, type: 'tool_call' }],
        })
      : new AIMessage(FINAL_TEXT)
    return { generations: [{ text: typeof message.content === 'string' ? message.content : '', message }] }
  }
}

/** The canonical LangGraph.js agent: StateGraph over MessagesAnnotation, a model node, a ToolNode, toolsCondition. */
export function langgraphRun(): () => Promise<void> {
  const store = new Map<string, number>()
  const schema = z.object({ key: z.string(), value: z.number() })
  const tools = TOOL_NAMES.map((name) =>
    tool(async (input) => toolWork(store, name, input), { name, description: `${name} tool`, schema }),
  )
  const model = new ScriptedChatModel({})
  const graph = new StateGraph(MessagesAnnotation)
    .addNode('agent', async (state) => ({ messages: [await model.invoke(state.messages)] }))
    .addNode('tools', new ToolNode(tools))
    .addEdge(START, 'agent')
    .addConditionalEdges('agent', toolsCondition, ['tools', END])
    .addEdge('tools', 'agent')
    .compile()
  return async () => {
    const result = await graph.invoke({ messages: [new HumanMessage('go')] }, { recursionLimit: 100 })
    const last = result.messages.at(-1)
    if (last?.content !== FINAL_TEXT) throw new Error('langgraph run ended wrongly')
  }
}
