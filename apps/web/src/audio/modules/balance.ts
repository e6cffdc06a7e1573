/** Balance → channel gains: left = 1 when balance ≤ 0 else 1-balance; right = 1 when balance ≥ 0 else 1+balance. */
export function balanceGains(balance: number): { left: number; right: number } {
  return { left: balance <= 0 ? 1 : 1 - balance, right: balance >= 0 ? 1 : 1 + balance }
}
