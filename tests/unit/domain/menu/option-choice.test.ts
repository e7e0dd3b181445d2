import { describe, expect, it } from 'vitest';
import {
  canChooseOptionItem,
  firstOptionProblem,
  optionGroupRule,
  selectedOptionItems,
  toggleOptionItem,
} from '../../../../src/domain/menu/option-choice';
import type { OptionGroup } from '../../../../src/domain/menu/types';

const parts: OptionGroup = {
  id: 1,
  subOptionTitle: '부위 선택',
  minSelect: 1,
  maxSelect: 1,
  subOptionItemDetailResponseList: [
    { id: 11, itemTitle: '한마리', addPrice: 0 },
    { id: 12, itemTitle: '순살', addPrice: 2000 },
  ],
};
const sauces: OptionGroup = {
  id: 2,
  subOptionTitle: '소스 추가',
  maxSelect: 2,
  subOptionItemDetailResponseList: [
    { id: 21, itemTitle: '양념', addPrice: 500 },
    { id: 22, itemTitle: '머스터드', addPrice: 500 },
    { id: 23, itemTitle: '치즈', addPrice: 800 },
  ],
};
const free: OptionGroup = {
  id: 3,
  subOptionTitle: '요청',
  subOptionItemDetailResponseList: [
    { id: 31, itemTitle: '무 빼기', addPrice: 0 },
    { id: 32, itemTitle: '콜라 빼기', addPrice: 0 },
  ],
};

describe('option group rules', () => {
  it('a group with a minimum of one is required and a maximum of one makes it a single choice', () => {
    expect(optionGroupRule(parts)).toEqual({ min: 1, max: 1, required: true, single: true });
  });

  it('absent bounds mean optional with any number of its items', () => {
    expect(optionGroupRule(free)).toEqual({ min: 0, max: 2, required: false, single: false });
  });
});

describe('choosing options', () => {
  it('a single-choice group replaces its choice and keeps other groups', () => {
    expect(toggleOptionItem(parts, [11, 21], 12)).toEqual([21, 12]);
  });

  it('choosing the same radio again keeps it chosen', () => {
    expect(toggleOptionItem(parts, [12], 12)).toEqual([12]);
  });

  it('a checkbox toggles on and off', () => {
    expect(toggleOptionItem(sauces, [], 21)).toEqual([21]);
    expect(toggleOptionItem(sauces, [21, 22], 21)).toEqual([22]);
  });

  it('a checkbox past the group maximum is refused', () => {
    expect(toggleOptionItem(sauces, [21, 22], 23)).toEqual([21, 22]);
    expect(canChooseOptionItem(sauces, [21, 22], 23)).toBe(false);
    expect(canChooseOptionItem(sauces, [21, 22], 21)).toBe(true);
    expect(canChooseOptionItem(sauces, [21], 23)).toBe(true);
  });

  it('a radio can always be chosen', () => {
    expect(canChooseOptionItem(parts, [11], 12)).toBe(true);
  });

  it('an item of another group changes nothing', () => {
    expect(toggleOptionItem(parts, [21], 31)).toEqual([21]);
  });
});

describe('the first option problem', () => {
  it('names the first required group left empty with the domain message', () => {
    expect(firstOptionProblem([parts, sauces], [21])).toEqual({
      groupId: 1,
      message: '부위 선택 옵션을 1개 이상 선택해주세요.',
    });
  });

  it('is null once every group is within its bounds', () => {
    expect(firstOptionProblem([parts, sauces, free], [12, 21, 22])).toBeNull();
  });

  it('reports an id naming no option of the menu', () => {
    expect(firstOptionProblem([parts], [12, 99])?.message).toBe('선택할 수 없는 옵션입니다.');
  });
});

describe('the chosen option items', () => {
  it('are listed in group order whatever order they were picked in', () => {
    expect(selectedOptionItems([parts, sauces], [22, 12]).map((item) => item.itemTitle)).toEqual(['순살', '머스터드']);
  });
});
