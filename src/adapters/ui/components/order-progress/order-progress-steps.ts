import { type OrderStatus, orderProgressSteps, orderStatusLabel } from '../../../../domain/order/status';
import type { MealType } from '../../../../domain/shared/meal-type';
import type { OrderProgressStep } from './order-progress';

/**
 * The progress bar of an order in `status` (domain orderProgressSteps of its meal type): the steps before the current
 * one done, the current one marked; a cancelled order shows none.
 */
export function orderProgressView(status: OrderStatus, mealType: MealType): readonly OrderProgressStep[] {
  if (status === 'CANCELLED') return [];
  const steps = orderProgressSteps(mealType);
  const at = steps.indexOf(status);
  return steps.map((step, index) => ({
    status: step,
    label: orderStatusLabel(step, mealType),
    state: index < at ? 'done' : index === at ? 'current' : 'upcoming',
  }));
}
