import type { Bind } from 'inversify';
import { bindCustomerCenterUseCases } from './customer-center-use-cases';
import { bindEventAndStoryUseCases } from './events-story-use-cases';
import { bindMyPageContentUseCases } from './mypage-content-use-cases';

/**
 * The content pages' use cases (spec §2 events, 비비큐 스토리, 고객센터, 고객의 소리, the legal and guide texts, 대량 구매
 * 안내): one group, as one customer visit rarely opens one of them without the others.
 */
export function bindContentUseCases(bind: Bind): void {
  bindEventAndStoryUseCases(bind);
  bindMyPageContentUseCases(bind);
  bindCustomerCenterUseCases(bind);
}
