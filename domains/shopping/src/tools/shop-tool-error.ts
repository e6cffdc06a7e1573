import { ToolError } from '@mindwire/agent'
import { ShopError } from '../shop-error.ts'

/**
 * Runs a shop call, turning the shop's refusals into tool errors the model reads (code and detail
 * included) so it can explain or pick another product; anything else is a bug and stays an exception.
 */
export async function shopCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    if (error instanceof ShopError) throw new ToolError(error.message, { code: error.code, ...error.detail })
    throw error
  }
}
