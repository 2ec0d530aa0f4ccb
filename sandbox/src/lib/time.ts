/** Unix seconds, the unit of every timestamp the API exposes. */
export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
