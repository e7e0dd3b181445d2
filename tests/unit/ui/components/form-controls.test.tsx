import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Select } from '../../../../src/adapters/ui/components/select/select';
import { Stepper } from '../../../../src/adapters/ui/components/stepper/stepper';
import '../support/dom';

const MESSAGES = [
  { value: 'door', label: '문 앞에 놓아주세요' },
  { value: 'etc', label: '직접 입력' },
] as const;

function ControlledStepper({ initial = 1, min, max }: { initial?: number; min?: number; max?: number }) {
  const [value, setValue] = useState(initial);
  return <Stepper value={value} onChange={setValue} min={min} max={max} />;
}

describe('Select', () => {
  it('shows 선택해주세요 when the value matches no option', () => {
    render(<Select label="배송 요청" options={MESSAGES} value="unknown" onChange={() => undefined} />);
    const select = screen.getByRole('combobox', { name: '배송 요청' }) as HTMLSelectElement;
    expect(select.selectedOptions[0]?.textContent).toBe('선택해주세요');
  });

  it('shows the matching option and hands back the option value (numbers included)', () => {
    const onChange = vi.fn();
    const numbered = [
      { value: 1, label: '1월' },
      { value: 2, label: '2월' },
    ];
    render(<Select label="월" options={numbered} value={1} onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: '월' }) as HTMLSelectElement;
    expect(select.selectedOptions[0]?.textContent).toBe('1월');
    expect(screen.queryByText('선택해주세요')).toBeNull();
    fireEvent.change(select, { target: { value: '1' } });
    expect(onChange).toHaveBeenCalledWith(2);
  });
});

describe('Stepper', () => {
  it('− and + step by one with Korean names, and are disabled at 0 and 99 by default', () => {
    render(<ControlledStepper initial={0} />);
    const minus = screen.getByRole('button', { name: '수량 줄이기' });
    const plus = screen.getByRole('button', { name: '수량 늘리기' });
    const input = screen.getByRole('spinbutton', { name: '수량' }) as HTMLInputElement;
    expect(minus.hasAttribute('disabled')).toBe(true);
    fireEvent.click(plus);
    fireEvent.click(plus);
    expect(input.value).toBe('2');
    expect(input.getAttribute('aria-valuenow')).toBe('2');
    expect([input.getAttribute('aria-valuemin'), input.getAttribute('aria-valuemax')]).toEqual(['0', '99']);
    fireEvent.change(input, { target: { value: '99' } });
    fireEvent.blur(input);
    expect(plus.hasAttribute('disabled')).toBe(true);
  });

  it('typed text is clamped and cut to an integer when committed', () => {
    render(<ControlledStepper />);
    const input = screen.getByRole('spinbutton') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '150' } });
    fireEvent.blur(input);
    expect(input.value).toBe('99');
    fireEvent.change(input, { target: { value: '3.7' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(input.value).toBe('3');
    fireEvent.change(input, { target: { value: 'abc' } });
    fireEvent.blur(input);
    expect(input.value).toBe('0');
    fireEvent.change(input, { target: { value: '-5' } });
    fireEvent.blur(input);
    expect(input.value).toBe('0');
  });

  it('honours other bounds and steps with the arrow, Home and End keys', () => {
    render(<ControlledStepper initial={2} min={1} max={5} />);
    const input = screen.getByRole('spinbutton') as HTMLInputElement;
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(input.value).toBe('3');
    fireEvent.keyDown(input, { key: 'End' });
    expect(input.value).toBe('5');
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(input.value).toBe('5');
    fireEvent.keyDown(input, { key: 'Home' });
    expect(input.value).toBe('1');
    expect(screen.getByRole('button', { name: '수량 줄이기' }).hasAttribute('disabled')).toBe(true);
  });

  it('a disabled stepper disables both buttons and the input', () => {
    render(<Stepper value={3} onChange={() => undefined} disabled />);
    expect(screen.getByRole('button', { name: '수량 줄이기' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: '수량 늘리기' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('spinbutton').hasAttribute('disabled')).toBe(true);
  });
});
