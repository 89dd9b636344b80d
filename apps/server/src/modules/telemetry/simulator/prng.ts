/** A seeded PRNG (mulberry32): the demo plays the same farm at every start. Answers floats in [0, 1). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * A Poisson-distributed count with mean `lambda`: Knuth's product method for small means, a rounded normal
 * approximation (mean and variance lambda) above 50, where the two are indistinguishable for the demo.
 */
export function poisson(random: () => number, lambda: number): number {
  if (lambda <= 0) return 0;
  if (lambda > 50) {
    const u = Math.max(random(), 1e-12);
    const normal = Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
    return Math.max(0, Math.round(lambda + Math.sqrt(lambda) * normal));
  }
  const limit = Math.exp(-lambda);
  let k = 0;
  let p = random();
  while (p > limit) {
    k += 1;
    p *= random();
  }
  return k;
}
