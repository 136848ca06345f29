import { Spinner, useTranslation } from '@amora/shared';
import { LoadFailed } from '../../../components/load-failed';
import { OPERATOR_NS } from '../../../i18n/load-locale';
import { useOperator } from '../../../lib/operator-context';
import { useSites } from '../../../lib/use-sites';
import { CreateOperatorForm } from './create-operator-form';
import { OperatorDialog } from './operator-dialog';
import { OperatorsTable } from './operators-table';
import { PasswordDialog } from './password-dialog';
import { useOperatorFlow } from './use-operator-flow';
import { useOperators } from './use-operators';

/**
 * The Operators screen's body (issue 31 "Operator accounts"): the accounts with their actions,
 * a status line after each, "New operator", the action dialogs and the new password's one showing.
 */
export function OperatorsAdmin() {
  const { t } = useTranslation(OPERATOR_NS);
  const self = useOperator();
  const operators = useOperators();
  const sites = useSites();
  const flow = useOperatorFlow();
  if (operators.isPending || sites.isPending) return <Spinner />;
  if (operators.isError || sites.isError) return <LoadFailed onRetry={() => void (operators.isError ? operators.refetch() : sites.refetch())} />;
  return (
    <>
      <p className="text-success" role="status">
        {flow.done ? t(`operators.done.${flow.done.action}`, { email: flow.done.email }) : ''}
      </p>
      <OperatorsTable operators={operators.data} selfId={self.id} busy={flow.busy} onAction={flow.ask} />
      <CreateOperatorForm sites={sites.data} onCreated={flow.showPassword} />
      {flow.dialog && <OperatorDialog {...flow.dialog} sites={sites.data} busy={flow.busy} error={flow.error} onConfirm={flow.confirm} onCancel={flow.cancel} />}
      {flow.password && <PasswordDialog {...flow.password} onDone={flow.closePassword} />}
    </>
  );
}
