import { useNavigate } from 'react-router';
import { MEMBER_LOGIN_PATH } from '../../../../domain/session/guest-login-warning';
import { ConfirmModal } from '../modal/confirm-modal';

/**
 * Spec §5: coupon and voucher registration is for members. The notice of a refused registration (the domain's
 * MEMBERS_ONLY_NOTICE, null while none is shown) with 닫기 and 로그인하기, which closes it and opens the log-in. Both
 * coupon entries show it: the sidebar's popup and the coupon book's form.
 */
export function MembersOnlyNotice({
  notice,
  onClose,
}: {
  readonly notice: string | null;
  readonly onClose: () => void;
}) {
  const navigate = useNavigate();
  return (
    <ConfirmModal
      open={notice !== null}
      title="회원 전용"
      cancelLabel="닫기"
      confirmLabel="로그인하기"
      onCancel={onClose}
      onConfirm={() => {
        onClose();
        void navigate(MEMBER_LOGIN_PATH);
      }}
    >
      {notice}
    </ConfirmModal>
  );
}
