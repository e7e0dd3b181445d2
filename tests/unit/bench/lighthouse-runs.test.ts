import { expect, it } from 'vitest';
import { cpuSlowdown, LIGHTHOUSE_CPU_SLOWDOWN, simulatedArrival } from '../../../bench/web/lighthouse-runs';

const ENTRY = '/assets/index-1.js';
const network = (url: string) => ({ type: 'network', request: { url } });
const cpu = { type: 'cpu' };

it("the entry's arrival is its end in the LCP's two simulations, weighted as the LCP", () => {
  const entry = network(`https://127.0.0.1:3871${ENTRY}`);
  const simulations = new Map([
    [
      'optimisticLargestContentfulPaint',
      new Map([
        [cpu, { endTime: 2_500 }],
        [network('https://127.0.0.1:3871/assets/other.js'), { endTime: 2_000 }],
        [entry, { endTime: 1_800 }],
      ]),
    ],
    ['pessimisticLargestContentfulPaint', new Map([[entry, { endTime: 2_000 }]])],
    ['optimisticFirstContentfulPaint', new Map([[entry, { endTime: 100 }]])],
  ]);
  expect(simulatedArrival(simulations, ENTRY)).toBe(1_900);
});

it('is NaN when a simulation has no such request (the largest paint came before it)', () => {
  const simulations = new Map([
    ['optimisticLargestContentfulPaint', new Map([[network(`http://127.0.0.1:3870${ENTRY}`), { endTime: 1_800 }]])],
    ['pessimisticLargestContentfulPaint', new Map([[cpu, { endTime: 2_000 }]])],
  ]);
  expect(simulatedArrival(simulations, ENTRY)).toBeNaN();
  expect(simulatedArrival(new Map(), ENTRY)).toBeNaN();
});

it("simulates Lighthouse's 4x CPU unless BENCH_LH_CPU names another slowdown, and refuses one that is not", () => {
  expect(cpuSlowdown(undefined)).toBe(LIGHTHOUSE_CPU_SLOWDOWN);
  expect(cpuSlowdown('')).toBe(4);
  expect(cpuSlowdown('8.5')).toBe(8.5);
  expect(() => cpuSlowdown('fast')).toThrow('BENCH_LH_CPU must be a number ≥ 1, not fast');
  expect(() => cpuSlowdown('0.5')).toThrow('BENCH_LH_CPU');
});
