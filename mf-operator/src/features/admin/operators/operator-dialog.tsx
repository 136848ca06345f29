import { type OperatorAccount, operatorUpdateBody } from '@amora/contracts';
import { Modal, useTranslation } from '@amora/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { OPERATOR_NS } from '../../../i18n/load-locale';
import type { OperatorSite } from '../../../lib/use-sites';
import { RoleSelect } from './role-select';
import { SitesFieldset } from './sites-fieldset';
import { type OperatorAction, changeOf } from './use-operator-flow';
import type { OperatorChange } from './use-operators';

/** Props of {@link OperatorDialog}. */
interface OperatorDialogProps {
  action: OperatorAction;
  operator: OperatorAccount;
  sites: readonly OperatorSite[];
  busy: boolean;
  /** The localized error of the last attempt. */
  error: string | null;
  onConfirm: (change: OperatorChange) => void;
  onCancel: () => void;
}

/** "Edit"'s fields as the contract's `operatorUpdateBody` takes them: the role and the sites (domains). */
const editSchema = operatorUpdateBody.pick({ role: true, sites: true });

/**
 * The dialog of an action on an operator account (issue 31): "Edit" changes the role and the
 * sites; disable, enable, reset authenticator and reset password say what happens (every change
 * ends the operator's sessions) and ask for confirmation. Esc and "Cancel" change nothing.
 */
export function OperatorDialog({ action, operator, sites, busy, error, onConfirm, onCancel }: OperatorDialogProps) {
  const { t } = useTranslation(OPERATOR_NS);
  const { register, handleSubmit } = useForm({ resolver: zodResolver(editSchema), defaultValues: { role: operator.role, sites: operator.sites ?? [] } });
  const formId = `operator-${operator.id}-edit`;
  const send = handleSubmit(({ role, sites: chosen }) => onConfirm(changeOf('edit', operator, { role, sites: chosen?.length ? chosen : null })));
  const danger = action === 'disable' || action === 'reset_mfa' || action === 'reset_password';
  const footer = (
    <>
      <button type="button" className="btn btn-outline-secondary" onClick={onCancel}>
        {t('operators.cancel')}
      </button>
      <button
        type={action === 'edit' ? 'submit' : 'button'}
        form={action === 'edit' ? formId : undefined}
        className={`btn ${danger ? 'btn-danger' : 'btn-primary'}`}
        disabled={busy}
        onClick={action === 'edit' ? undefined : () => onConfirm(changeOf(action, operator))}
      >
        {busy ? t('operators.working') : t(`operators.do.${action}`)}
      </button>
    </>
  );
  return (
    <Modal title={t(`operators.titles.${action}`, { email: operator.email })} onClose={onCancel} closeLabel={t('operators.close')} footer={footer}>
      {action === 'edit' ? (
        <form id={formId} onSubmit={send} noValidate>
          <RoleSelect field={register('role')} />
          <SitesFieldset sites={sites} field={register('sites')} />
          <p className="small text-body-secondary mb-0">{t('operators.sessions_end')}</p>
        </form>
      ) : (
        <p className="mb-0">{t(`operators.confirm.${action}`, { email: operator.email })}</p>
      )}
      {error && (
        <p className="alert alert-danger mt-3 mb-0" role="alert">
          {t(error)}
        </p>
      )}
    </Modal>
  );
}
