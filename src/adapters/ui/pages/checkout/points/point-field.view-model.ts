import { makeAutoObservable, observableRef } from 'mobx';
import { floorTo100 } from '../../../../../domain/money/money';
import {
  blurPointDraft,
  EMPTY_POINT_STATE,
  isPointsInputDisabled,
  maxUsablePoints,
  toggleWholePointState,
  typePointDraft,
} from '../../../../../domain/points/points-input';
import type { PointLimits, PointState } from '../../../../../domain/points/types';

/**
 * One points input of the checkout (the member's points, or the Happy Point a linked member spends), holding the
 * spec §3 pointState: the draft follows typing (digits, clamped), the committed value follows blur (spec §5: 1..99
 * cleared, else down to 100 P). `limits` are read at each action: what is payable changes with the coupons.
 */
export class PointFieldViewModel {
  state: PointState = EMPTY_POINT_STATE;

  constructor(private readonly limits: () => PointLimits) {
    makeAutoObservable<PointFieldViewModel, 'limits'>(this, { limits: false, state: observableRef });
  }

  /** The committed points (what the price uses). */
  get points(): number {
    return this.state.point;
  }

  /** What the input shows: the draft, empty for none. */
  get text(): string {
    return this.state._point > 0 ? String(this.state._point) : '';
  }

  /** Spec §5: disabled below a 100 P balance. */
  get disabled(): boolean {
    return isPointsInputDisabled(this.limits().balance);
  }

  /** The whole usable amount is applied (the 전액 사용 toggle shows pressed). */
  get wholeUsed(): boolean {
    return this.state.point > 0 && this.state.point === floorTo100(maxUsablePoints(this.limits()));
  }

  type(text: string): void {
    this.state = typePointDraft(this.state, text, this.limits());
  }

  /** Commits the draft; also re-clamps a committed value after the payable total shrank. */
  blur(): void {
    this.state = blurPointDraft(this.state, this.limits());
  }

  /** Spec §4 whole-amount toggle. */
  toggleWhole(): void {
    this.state = toggleWholePointState(this.state, this.limits());
  }

  reset(): void {
    this.state = EMPTY_POINT_STATE;
  }
}
