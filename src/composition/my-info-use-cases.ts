import type { Bind } from 'inversify';
import { ChangePassword } from '../application/use-cases/change-password';
import { ChangePhone } from '../application/use-cases/change-phone';
import { ConnectIdentity } from '../application/use-cases/connect-identity';
import { ReadMyInfo } from '../application/use-cases/read-my-info';
import { Resign } from '../application/use-cases/resign';
import { UpdateMarketingAgreements } from '../application/use-cases/update-marketing-agreements';
import { TOKENS } from '../tokens';
import { provide, type Resolve } from './provide';

/** 내 정보 (issue 11): the account, marketing agreements, password, phone, 본인 인증 and 회원 탈퇴. Stateless. */
export function bindMyInfoUseCases(bind: Bind): void {
  const members = (get: Resolve) => get(TOKENS.MemberAccount);
  provide(bind, TOKENS.ReadMyInfo, (get) => new ReadMyInfo(members(get)));
  provide(bind, TOKENS.UpdateMarketingAgreements, (get) => new UpdateMarketingAgreements(members(get)));
  provide(bind, TOKENS.ChangePassword, (get) => new ChangePassword(members(get)));
  provide(bind, TOKENS.ChangePhone, (get) => new ChangePhone(members(get)));
  provide(bind, TOKENS.ConnectIdentity, (get) => new ConnectIdentity(members(get)));
  provide(
    bind,
    TOKENS.Resign,
    (get) => new Resign(members(get), get(TOKENS.SessionGateway), get(TOKENS.OrderFormRepository)),
  );
}
