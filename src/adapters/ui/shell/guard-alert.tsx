import { observer } from 'mobx-react-lite';
import { AlertModal } from '../components/modal/alert-modal';
import { useService } from '../di/services';
import { UI_TOKENS } from '../di/ui-tokens';

/** The route guard's alert (AlertStore): in the shell, and in its fallback while the first page waits for the guard. */
export const GuardAlert = observer(function GuardAlert() {
  const alerts = useService(UI_TOKENS.AlertStore);
  return (
    <AlertModal open={alerts.message !== null} onConfirm={() => alerts.confirm()}>
      {alerts.message}
    </AlertModal>
  );
});
