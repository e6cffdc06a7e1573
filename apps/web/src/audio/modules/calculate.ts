/** a (operation) b; division by zero gives 0 and the status 'Error: Div by 0'. */
export function calculate(operation: string, a: number, b: number): { value: number; status: string } {
  switch (operation) {
    case '-':
      return { value: a - b, status: 'OK' }
    case '*':
      return { value: a * b, status: 'OK' }
    case '/':
      return b === 0 ? { value: 0, status: 'Error: Div by 0' } : { value: a / b, status: 'OK' }
    default:
      return { value: a + b, status: 'OK' }
  }
}
