/** The sandbox's one clock: tests move it with `setClock` instead of sleeping. Milliseconds since the epoch. */
let clock: () => number = () => Date.now();

export function setClock(next?: () => number): void {
  clock = next ?? (() => Date.now());
}

export const nowMs = (): number => clock();

/** Unix seconds, the unit of every timestamp the API exposes. */
export function nowSeconds(): number {
  return Math.floor(clock() / 1000);
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
