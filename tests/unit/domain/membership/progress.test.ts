import { describe, expect, it } from 'vitest';
import { type GradeStep, gradeProgress } from '../../../../src/domain/membership/progress';

const GRADES: readonly GradeStep[] = [
  { id: 4, name: 'VIP', minOrderCount: 12 },
  { id: 1, name: '웰컴', minOrderCount: 0 },
  { id: 3, name: '골드', minOrderCount: 6 },
  { id: 2, name: '실버', minOrderCount: 3 },
];

describe('how far a member is from the next grade', () => {
  it('골드 with 8 orders aims at VIP: 4 orders left, 8 of 12 (66%)', () => {
    expect(gradeProgress(GRADES, 3, 8)).toEqual({
      kind: 'next',
      current: GRADES[2],
      next: GRADES[0],
      ordersLeft: 4,
      value: 8,
      max: 12,
      percent: 66,
    });
  });

  it('enough orders already: 0 left, the bar full, waiting for the monthly reassessment', () => {
    expect(gradeProgress(GRADES, 2, 9)).toMatchObject({
      next: { name: '골드' },
      ordersLeft: 0,
      value: 6,
      percent: 100,
    });
  });

  it('the top grade has nothing further', () => {
    expect(gradeProgress(GRADES, 4, 20)).toEqual({ kind: 'top', current: GRADES[0] });
  });

  it('no grade yet, or an unknown one: the first grade that needs orders; bad counts read as 0', () => {
    expect(gradeProgress(GRADES, null, 1)).toMatchObject({ current: null, next: { name: '실버' }, ordersLeft: 2 });
    expect(gradeProgress(GRADES, 99, Number.NaN)).toMatchObject({ next: { name: '실버' }, value: 0, percent: 0 });
    expect(gradeProgress(GRADES, 1, -5)).toMatchObject({ ordersLeft: 3, value: 0 });
  });

  it('no grades at all: nothing to show', () => {
    expect(gradeProgress([], null, 3)).toBeNull();
  });
});
