// The numerical pieces the forecast needs and no dependency offers small enough: log-gamma, digamma,
// trigamma, the regularised incomplete beta function and its inverse (Beta quantiles), the regularised lower
// incomplete gamma function (a budget's cut of a day's gamma-distributed demand), the normal quantile,
// and a seeded random source with the samplers the Monte Carlo uses (same seed, same forecast).

/** ln Γ(x) for x > 0 (Lanczos, g = 7, n = 9: about 15 significant digits). */
export function logGamma(x: number): number {
  const c = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
    12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
  ];
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const z = x - 1;
  let a = c[0] as number;
  const t = z + 7.5;
  for (let i = 1; i < 9; i += 1) a += (c[i] as number) / (z + i);
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(a);
}

/** ψ(x), the derivative of ln Γ, for x > 0 (recurrence to x ≥ 6, then the asymptotic series). */
export function digamma(x: number): number {
  let value = 0;
  let y = x;
  while (y < 6) {
    value -= 1 / y;
    y += 1;
  }
  const f = 1 / (y * y);
  return value + Math.log(y) - 0.5 / y - f * (1 / 12 - f * (1 / 120 - f * (1 / 252 - f / 240)));
}

/** ψ₁(x), the second derivative of ln Γ, for x > 0 (recurrence to x ≥ 6, then the asymptotic series). */
export function trigamma(x: number): number {
  let value = 0;
  let y = x;
  while (y < 6) {
    value += 1 / (y * y);
    y += 1;
  }
  const f = 1 / (y * y);
  return value + 1 / y + f / 2 + (f / y) * (1 / 6 - f * (1 / 30 - f / 42));
}

/** Continued fraction of the incomplete beta function (modified Lentz). */
function betaContinuedFraction(x: number, a: number, b: number): number {
  const tiny = 1e-300;
  let c = 1;
  let d = 1 - ((a + b) * x) / (a + 1);
  d = 1 / (Math.abs(d) < tiny ? tiny : d);
  let h = d;
  for (let m = 1; m <= 300; m += 1) {
    const m2 = 2 * m;
    let aa = (m * (b - m) * x) / ((a + m2 - 1) * (a + m2));
    d = 1 + aa * d;
    d = 1 / (Math.abs(d) < tiny ? tiny : d);
    c = 1 + aa / c;
    c = Math.abs(c) < tiny ? tiny : c;
    h *= d * c;
    aa = (-(a + m) * (a + b + m) * x) / ((a + m2) * (a + m2 + 1));
    d = 1 + aa * d;
    d = 1 / (Math.abs(d) < tiny ? tiny : d);
    c = 1 + aa / c;
    c = Math.abs(c) < tiny ? tiny : c;
    const step = d * c;
    h *= step;
    if (Math.abs(step - 1) < 1e-12) break;
  }
  return h;
}

/** The regularised incomplete beta I_x(a, b): the Beta(a, b) distribution function at x ∈ [0, 1]. */
export function betaCdf(x: number, a: number, b: number): number {
  return betaCdfWith(logBetaNormaliser(a, b), x, a, b);
}

/** ln Γ(a + b) − ln Γ(a) − ln Γ(b), the part of betaCdf that does not depend on x. */
const logBetaNormaliser = (a: number, b: number) => logGamma(a + b) - logGamma(a) - logGamma(b);

/** betaCdf with its normaliser computed once (a quantile's bisection evaluates the cdf 60 times). */
function betaCdfWith(normaliser: number, x: number, a: number, b: number): number {
  if (x <= 0) return 0;
  if (x >= 1) return 1;
  const front = Math.exp(normaliser + a * Math.log(x) + b * Math.log(1 - x));
  if (x < (a + 1) / (a + b + 2)) return (front * betaContinuedFraction(x, a, b)) / a;
  return 1 - (front * betaContinuedFraction(1 - x, b, a)) / b;
}

/** The q-quantile (0 < q < 1) of Beta(a, b), a, b > 0, by bisection on betaCdf (1e-10 in x). */
export function betaQuantile(q: number, a: number, b: number): number {
  const normaliser = logBetaNormaliser(a, b);
  let low = 0;
  let high = 1;
  for (let i = 0; i < 60; i += 1) {
    const mid = (low + high) / 2;
    if (betaCdfWith(normaliser, mid, a, b) < q) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
}

/** The q-quantile of the standard normal distribution (Acklam's rational approximation, ~1e-9). */
export function normalQuantile(q: number): number {
  const a = [
    -39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716,
    2.506628277459239,
  ];
  const b = [
    -54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972, -13.28068155288572,
  ];
  const c = [
    -0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734, 4.374664141464968,
    2.938163982698783,
  ];
  const d = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];
  const poly = (k: number[], x: number) => k.reduce((sum, coefficient) => sum * x + coefficient, 0);
  const lowTail = 0.02425;
  if (q < lowTail) {
    const r = Math.sqrt(-2 * Math.log(q));
    return poly(c, r) / (poly(d, r) * r + 1);
  }
  if (q > 1 - lowTail) return -normalQuantile(1 - q);
  const r = q - 0.5;
  const s = r * r;
  return (poly(a, s) * r) / (poly(b, s) * s + 1);
}

/**
 * The regularised lower incomplete gamma P(a, x): the Gamma(a, 1) distribution function at x ≥ 0 (series below
 * a + 1, continued fraction above; about 12 significant digits).
 */
export function gammaCdf(x: number, a: number): number {
  if (!(x > 0)) return 0;
  if (!Number.isFinite(x)) return 1;
  const logPrefix = a * Math.log(x) - x - logGamma(a);
  if (x < a + 1) {
    let term = 1 / a;
    let sum = term;
    for (let n = 1; n < 500 && Math.abs(term) > Math.abs(sum) * 1e-13; n += 1) {
      term *= x / (a + n);
      sum += term;
    }
    return Math.min(1, sum * Math.exp(logPrefix));
  }
  // Upper tail by the modified Lentz continued fraction, Q(a, x) = e^prefix / (x + 1 − a − …).
  const tiny = 1e-300;
  let b = x + 1 - a;
  let c = 1 / tiny;
  let d = 1 / b;
  let h = d;
  for (let n = 1; n < 500; n += 1) {
    const an = -n * (n - a);
    b += 2;
    d = an * d + b;
    d = Math.abs(d) < tiny ? tiny : d;
    c = b + an / c;
    c = Math.abs(c) < tiny ? tiny : c;
    d = 1 / d;
    const step = d * c;
    h *= step;
    if (Math.abs(step - 1) < 1e-13) break;
  }
  return Math.max(0, 1 - Math.exp(logPrefix) * h);
}

/** A seeded random source (mulberry32) with the samplers the forecast's Monte Carlo draws from. */
export class RandomSource {
  private state: number;
  private spareNormal: number | undefined;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A uniform number in [0, 1). */
  uniform(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** A standard normal draw (Box–Muller, the second value kept for the next call). */
  normal(): number {
    if (this.spareNormal !== undefined) {
      const spare = this.spareNormal;
      this.spareNormal = undefined;
      return spare;
    }
    const u = Math.max(this.uniform(), 1e-300);
    const v = this.uniform();
    const r = Math.sqrt(-2 * Math.log(u));
    this.spareNormal = r * Math.sin(2 * Math.PI * v);
    return r * Math.cos(2 * Math.PI * v);
  }

  /** A Gamma(shape, 1) draw (Marsaglia–Tsang; shape < 1 boosted by U^(1/shape)). */
  gamma(shape: number): number {
    if (shape <= 0) return 0;
    if (shape < 1) return this.gamma(shape + 1) * Math.pow(Math.max(this.uniform(), 1e-300), 1 / shape);
    const d = shape - 1 / 3;
    const c = 1 / Math.sqrt(9 * d);
    for (;;) {
      const x = this.normal();
      const v0 = 1 + c * x;
      if (v0 <= 0) continue;
      const v = v0 * v0 * v0;
      const u = this.uniform();
      if (Math.log(Math.max(u, 1e-300)) < 0.5 * x * x + d - d * v + d * Math.log(v)) return d * v;
    }
  }

  /** A Beta(a, b) draw from two Gamma draws. */
  beta(a: number, b: number): number {
    const x = this.gamma(a);
    const y = this.gamma(b);
    return x + y > 0 ? x / (x + y) : a / (a + b);
  }

  /** A Poisson draw (inversion under mean 30, a rounded normal above, where the two agree closely). */
  poisson(mean: number): number {
    if (!(mean > 0)) return 0;
    if (mean > 30) return Math.max(0, Math.round(mean + Math.sqrt(mean) * this.normal()));
    const limit = Math.exp(-mean);
    let k = 0;
    let p = this.uniform();
    while (p > limit) {
      k += 1;
      p *= this.uniform();
    }
    return k;
  }

  /** A Binomial(n, p) draw (Bernoulli sum for small n, a Poisson or normal approximation above). */
  binomial(n: number, p: number): number {
    const trials = Math.max(0, Math.round(n));
    if (trials === 0 || p <= 0) return 0;
    if (p >= 1) return trials;
    if (trials <= 60) {
      let k = 0;
      for (let i = 0; i < trials; i += 1) if (this.uniform() < p) k += 1;
      return k;
    }
    const variance = trials * p * (1 - p);
    if (variance < 9) return Math.min(trials, this.poisson(trials * p));
    return Math.min(trials, Math.max(0, Math.round(trials * p + Math.sqrt(variance) * this.normal())));
  }
}
