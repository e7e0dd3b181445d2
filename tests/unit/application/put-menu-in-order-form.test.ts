import { describe, expect, it } from 'vitest';
import { PutMenuInOrderForm } from '../../../src/application/use-cases/put-menu-in-order-form';
import { memoryWorld, OPTION, orderFormItem } from './memory-world';

/** Menu 101 황금올리브치킨: 부위 선택 (1001, exactly one of 한마리 / 순살), 음료 추가 (1002, up to 2). */
const OLIVE = 101;
const SPRITE = 10022;

function putting() {
  const world = memoryWorld();
  return { world, put: new PutMenuInOrderForm(world.orderForms) };
}

describe('PutMenuInOrderForm', () => {
  it('a menu configured within its option rules is stored in the order form', () => {
    const { world, put } = putting();
    const item = orderFormItem(OLIVE, [OPTION.boneless, OPTION.cola], 2);
    expect(put.execute(item)).toEqual({ kind: 'put', form: [item] });
    expect(world.orderForms.load()).toEqual([item]);
  });

  it('the same configuration again adds to its line instead of making a second one', () => {
    const { world, put } = putting();
    put.execute(orderFormItem(OLIVE, [OPTION.boneless], 2));
    const result = put.execute(orderFormItem(OLIVE, [OPTION.boneless], 3));
    expect(result.kind === 'put' ? result.form.map((line) => line.quantity) : result).toEqual([5]);
    expect(world.orderForms.load()).toHaveLength(1);
  });

  it('a required group left empty is refused with its Korean message and the group to mark; nothing is stored', () => {
    const { world, put } = putting();
    expect(put.execute(orderFormItem(OLIVE, [OPTION.cola]))).toEqual({
      kind: 'invalid-options',
      groupId: 1001,
      message: '부위 선택 옵션을 1개 이상 선택해주세요.',
    });
    expect(world.orderForms.load()).toEqual([]);
  });

  it('a single-choice group with two items chosen is refused as over its maximum', () => {
    const { put } = putting();
    expect(put.execute(orderFormItem(OLIVE, [OPTION.whole, OPTION.boneless]))).toEqual({
      kind: 'invalid-options',
      groupId: 1001,
      message: '부위 선택 옵션은 최대 1개까지 선택할 수 있어요.',
    });
  });

  it('an option the menu does not have is refused without naming a group', () => {
    const { put } = putting();
    expect(put.execute(orderFormItem(OLIVE, [OPTION.whole, 99_999]))).toEqual({
      kind: 'invalid-options',
      groupId: null,
      message: '선택할 수 없는 옵션입니다.',
    });
  });

  it('a quantity outside 1..99 is refused: a line of 0 or 100 cannot be ordered', () => {
    const { world, put } = putting();
    for (const quantity of [0, 100, 1.5]) {
      expect(put.execute(orderFormItem(OLIVE, [OPTION.whole, SPRITE], quantity))).toEqual({
        kind: 'invalid-quantity',
        message: '수량은 1~99 사이로 입력해주세요.',
      });
    }
    expect(world.orderForms.load()).toEqual([]);
  });
});
