/**
 * `npm run bench` (worker alerts): a day of 10,000 simulated workers, judged by Pithead's worker alert rule
 * (src/modules/notifications/worker-alert-rule.ts) and by the fixed silences other pools use (60 s, 5, 10, 20 min).
 * No database; seeded PRNG (mulberry32), so every run prints the same table. Prints figures only, no pass/fail.
 *
 * The world (BENCH_WORKERS, default 10,000 worker-days; BENCH_SEED, default 1):
 * - share rates: 80% of workers at a vardiff target, log-uniform 6-30 shares a minute (a power-of-2 difficulty
 *   around the demo's 12 a minute lands in 6-24); 20% small devices at the pool's minimum difficulty,
 *   log-uniform 0.2-6 a minute (one share every 5 minutes to one every 10 s). The second table splits by rate;
 * - shares: a Poisson process at that rate, from an hour before the day (so the rate window is full);
 * - real outages: 30% of worker-days have one, 30 min to 6 h long (log-uniform), inside the day; long enough for
 *   every rule to see it, so the delays compare like for like;
 * - network blips: Poisson, 4 a worker-day on average, 20-90 s each, never overlapping another blip or the outage.
 *   No share arrives during an outage or a blip (the process is memoryless: arrivals resume after it).
 * Checks: at a 1-minute cadence, as the alert job runs (every whole minute of the day, 1,440 a worker), each with
 * the silence since the last share and the shares of the last 60 whole minutes (Pithead's rate window).
 * An alert is a true detection when the silence it saw overlaps the outage (delay = check time - outage start),
 * else a false alarm ("at blips" when the silence overlaps a blip; "under 10 min" when the silence was not yet
 * SPEC's `unavailable`, i.e. the alarms a rule adds to the status change every SPEC-faithful pool shows). A worker is back after a share, as
 * `isWorkerBack` says. Every rule, the fixed ones included, runs through the same rule code (`isWorkerDown`,
 * `stepWorkerAlert`): a fixed silence is a rule whose floor and cap are that silence and with no blip allowance.
 */
import {
  estimateShareRate,
  isWorkerDown,
  stepWorkerAlert,
  type WorkerAlertRule,
  type WorkerAlertState,
  workerAlertRule,
} from "../src/modules/notifications/worker-alert-rule";
import { poisson, seededRandom } from "../src/modules/telemetry/simulator/prng";

const workers = Number(process.env.BENCH_WORKERS ?? 10_000);
const seed = Number(process.env.BENCH_SEED ?? 1);
const day = 86_400;
const historyMinutes = 60;
const checks = day / 60;
const specUnavailable = workerAlertRule.maxSilenceSeconds; // SPEC: unavailable after over 10 minutes

const fixed = (seconds: number): WorkerAlertRule => ({
  thresholdProbability: 1,
  blipAllowanceSeconds: 0,
  minSilenceSeconds: seconds,
  maxSilenceSeconds: seconds,
});
const rules: { name: string; rule: WorkerAlertRule }[] = [
  { name: "fixed 60 s", rule: fixed(60) },
  { name: "fixed 5 min", rule: fixed(300) },
  { name: "fixed 10 min", rule: fixed(600) },
  { name: "fixed 20 min", rule: fixed(1200) },
  { name: "Pithead (p 1e-8, cap 10 min)", rule: workerAlertRule },
  { name: "  same, p 1e-6", rule: { ...workerAlertRule, thresholdProbability: 1e-6 } },
  { name: "  same, cap 20 min (not SPEC)", rule: { ...workerAlertRule, maxSilenceSeconds: 1200 } },
];
const bands = [
  { name: "0.2-1/min", from: 0.2, to: 1 },
  { name: "1-6/min", from: 1, to: 6 },
  { name: "6-30/min", from: 6, to: 30.0001 },
];

type Tally = {
  falseAlarms: number;
  atBlips: number;
  underSpec: number;
  delays: number[];
  missed: number;
  workerDays: number;
};
const newTally = (): Tally => ({
  falseAlarms: 0,
  atBlips: 0,
  underSpec: 0,
  delays: [],
  missed: 0,
  workerDays: 0,
});
const tallies = rules.map(() => ({ all: newTally(), bands: bands.map(newTally) }));

const random = seededRandom(seed);
const logUniform = (from: number, to: number) => Math.exp(Math.log(from) + random() * Math.log(to / from));
const exponential = (rate: number) => -Math.log(1 - random()) / rate;

// Per-worker scratch, reused: shares per minute of [-60 min, day) and the last share up to each minute's end.
const counts = new Int32Array(historyMinutes + checks);
const lastUpTo = new Float64Array(historyMinutes + checks);
const states: WorkerAlertState[] = rules.map(() => "up");
const downSince = new Float64Array(rules.length); // last share seen when the alert was raised
const detected = new Uint8Array(rules.length);

const started = performance.now();
let shares = 0;
for (let w = 0; w < workers; w++) {
  const ratePerMinute = random() < 0.8 ? logUniform(6, 30) : logUniform(0.2, 6);
  const rate = ratePerMinute / 60;
  const band = bands.findIndex((b) => ratePerMinute >= b.from && ratePerMinute < b.to);

  // Dead intervals: at most one outage, then blips that overlap nothing; sorted by start.
  const dead: { start: number; end: number; outage: boolean }[] = [];
  if (random() < 0.3) {
    const length = logUniform(1800, 21_600);
    const start = random() * (day - length);
    dead.push({ start, end: start + length, outage: true });
  }
  const blips = poisson(random, 4);
  for (let b = 0; b < blips; b++) {
    const length = 20 + random() * 70;
    const start = random() * (day - length);
    if (dead.every((d) => start + length <= d.start || start >= d.end)) {
      dead.push({ start, end: start + length, outage: false });
    }
  }
  dead.sort((a, b) => a.start - b.start);
  const outage = dead.find((d) => d.outage);

  // Shares: Poisson arrivals from -1 h, none inside a dead interval (arrivals restart at its end).
  counts.fill(0);
  lastUpTo.fill(Number.NEGATIVE_INFINITY);
  let next = 0;
  let t = -historyMinutes * 60 + exponential(rate);
  while (t < day) {
    while (next < dead.length && (dead[next] as { end: number }).end <= t) next++;
    const d = dead[next];
    if (d && t >= d.start) {
      t = d.end + exponential(rate);
      continue;
    }
    const minute = Math.floor(t / 60) + historyMinutes;
    counts[minute] = (counts[minute] ?? 0) + 1;
    lastUpTo[minute] = t;
    shares++;
    t += exponential(rate);
  }
  for (let m = 1; m < lastUpTo.length; m++) {
    if ((lastUpTo[m] as number) === Number.NEGATIVE_INFINITY) lastUpTo[m] = lastUpTo[m - 1] as number;
  }

  // Checks at every whole minute of the day.
  states.fill("up");
  detected.fill(0);
  let windowShares = 0;
  for (let m = 0; m < historyMinutes; m++) windowShares += counts[m] as number;
  for (let k = 1; k <= checks; k++) {
    const now = k * 60;
    if (k > 1) windowShares += (counts[historyMinutes + k - 1] as number) - (counts[k - 1] as number);
    const last = lastUpTo[historyMinutes + k - 1] as number;
    const silence = now - last;
    const estimated = estimateShareRate(windowShares, historyMinutes * 60);
    for (let r = 0; r < rules.length; r++) {
      const rule = (rules[r] as { rule: WorkerAlertRule }).rule;
      // `stepWorkerAlert` itself; while up only `isWorkerDown` is read, so the Dates are built only when down.
      const step =
        states[r] === "up"
          ? isWorkerDown(estimated, silence, rule)
            ? ({ state: "down", change: "down" } as const)
            : ({ state: "up", change: null } as const)
          : stepWorkerAlert("down", {
              ratePerSecond: estimated,
              silenceSeconds: silence,
              lastShareAt: new Date(last * 1000),
              lastShareAtWhenDown: new Date((downSince[r] as number) * 1000),
              rule,
            });
      states[r] = step.state;
      const tally = tallies[r] as { all: Tally; bands: Tally[] };
      const byBand = tally.bands[band] as Tally;
      const inOutage = outage !== undefined && last < outage.end && now > outage.start;
      // Detected at the first check of the outage's silence that finds the worker down (a false alarm just
      // before the outage that is still standing counts: the owner has been told).
      if (inOutage && step.state === "down" && !detected[r]) {
        detected[r] = 1;
        tally.all.delays.push(now - outage.start);
        byBand.delays.push(now - outage.start);
      }
      if (step.change !== "down") continue;
      downSince[r] = last;
      if (!inOutage) {
        tally.all.falseAlarms++;
        byBand.falseAlarms++;
        if (dead.some((d) => !d.outage && d.end > last && d.start < now)) {
          tally.all.atBlips++;
          byBand.atBlips++;
        }
        if (silence <= specUnavailable) {
          tally.all.underSpec++;
          byBand.underSpec++;
        }
      }
    }
  }
  for (let r = 0; r < rules.length; r++) {
    const tally = tallies[r] as { all: Tally; bands: Tally[] };
    tally.all.workerDays++;
    (tally.bands[band] as Tally).workerDays++;
    if (outage && !detected[r]) {
      tally.all.missed++;
      (tally.bands[band] as Tally).missed++;
    }
  }
}
const seconds = (performance.now() - started) / 1000;

const minutes = (s: number | undefined) => (s === undefined ? "-" : `${(s / 60).toFixed(1)} min`);
function pct(values: number[], p: number) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? undefined : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
}
const perThousand = (t: Tally, n: number) => ((n * 1000) / t.workerDays).toFixed(2);

console.log(
  `worker alerts: ${workers.toLocaleString("en-US")} worker-days, ${shares.toLocaleString("en-US")} shares, ` +
    `${(tallies[0] as { all: Tally }).all.delays.length + (tallies[0] as { all: Tally }).all.missed} outages, ` +
    `checks every minute, seed ${seed}, ${seconds.toFixed(1)} s`,
);
console.log(
  `${"rule".padEnd(30)} ${"false alarms/1k wd".padStart(18)} ${"at blips".padStart(9)} ` +
    `${"under 10 min".padStart(12)} ${"median delay".padStart(12)} ${"p95 delay".padStart(10)} ${"missed".padStart(6)}`,
);
for (const [r, { name }] of rules.entries()) {
  const t = (tallies[r] as { all: Tally }).all;
  console.log(
    `${name.padEnd(30)} ${perThousand(t, t.falseAlarms).padStart(18)} ${perThousand(t, t.atBlips).padStart(9)} ` +
      `${perThousand(t, t.underSpec).padStart(12)} ${minutes(pct(t.delays, 0.5)).padStart(12)} ${minutes(pct(t.delays, 0.95)).padStart(10)} ` +
      `${String(t.missed).padStart(6)}`,
  );
}
const first = (tallies[0] as { bands: Tally[] }).bands;
console.log(
  `\nby share rate (false alarms/1k wd, median delay): ` +
    bands.map((b, i) => `${b.name} ${(first[i] as Tally).workerDays} worker-days`).join(", "),
);
console.log(`${"rule".padEnd(30)} ${bands.map((b) => b.name.padStart(22)).join(" ")}`);
for (const [r, { name }] of rules.entries()) {
  const cells = (tallies[r] as { bands: Tally[] }).bands.map((t) =>
    `${perThousand(t, t.falseAlarms)}  ${minutes(pct(t.delays, 0.5))}`.padStart(22),
  );
  console.log(`${name.padEnd(30)} ${cells.join(" ")}`);
}
