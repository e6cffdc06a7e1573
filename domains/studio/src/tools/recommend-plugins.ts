import { defineTool, type Tool } from '@mindwire/agent'
import { z } from 'zod'
import { PLUGIN_CATEGORIES, recommendPlugins } from '../xivst/plugin-catalogue.ts'
import { toolFailure } from './tool-failure.ts'

export const RECOMMEND_PLUGINS = 'recommend-plugins'

/** XiVST 插件推荐 (seed 000 §6.6): the top plugins of a category from the XVST catalogue, each with why. */
export const recommendPluginsTool: Tool = defineTool({
  name: RECOMMEND_PLUGINS,
  readOnly: true,
  description: `Recommends XVST plugins from the catalogue: the top ones of a category (${PLUGIN_CATEGORIES.join(', ')}) ranked for the stated needs (low-cpu, low-latency, in-car, natural, vocal, vintage), each with its reasons, CPU and latency. Read-only.`,
  parameters: z.object({
    category: z.string().min(1).max(40),
    needs: z.array(z.string().max(40)).max(6).default([]),
    limit: z.number().int().min(1).max(5).default(3),
  }),
  execute: ({ category, needs, limit }) => {
    if (!PLUGIN_CATEGORIES.includes(category))
      throw toolFailure(
        'unknown_category',
        `no plugin category "${category}"; the categories are ${PLUGIN_CATEGORIES.join(', ')}`,
      )
    return { category, needs, recommendations: recommendPlugins(category, needs, limit) }
  },
})
