import type { OperatorAccount } from '@amora/contracts';
import { useTranslation } from '@amora/shared';
import { OPERATOR_NS } from '../../../i18n/load-locale';
import type { OperatorAction } from './use-operator-flow';

/** Props of {@link OperatorsTable}. */
interface OperatorsTableProps {
  operators: readonly OperatorAccount[];
  /** The signed-in operator's id: their own row cannot change its role, sites or access. */
  selfId: number;
  busy: boolean;
  onAction: (action: OperatorAction, operator: OperatorAccount) => void;
}

/**
 * The operator accounts (issue 31 "Operator accounts"): e-mail, role, sites ("All sites" when not
 * limited), whether the authenticator is set up, whether the account is disabled; per row Edit,
 * Disable/Enable, Reset authenticator and Reset password (each in a dialog). On one's own row
 * Edit and Disable are off (another admin must change them). Scrolls sideways on a phone.
 */
export function OperatorsTable({ operators, selfId, busy, onAction }: OperatorsTableProps) {
  const { t } = useTranslation(OPERATOR_NS);
  const button = (action: OperatorAction, operator: OperatorAccount, own: boolean, style = 'btn-outline-secondary') => (
    <button type="button" className={`btn btn-sm ${style}`} disabled={busy || own} aria-label={t(`operators.labels.${action}`, { email: operator.email })} onClick={() => onAction(action, operator)}>
      {t(`operators.actions.${action}`)}
    </button>
  );
  return (
    <div className="table-responsive">
      <table className="table align-middle">
        <caption className="visually-hidden">{t('operators.caption')}</caption>
        <thead>
          <tr>
            {(['email', 'role', 'sites', 'authenticator', 'status'] as const).map((column) => (
              <th key={column} scope="col">
                {t(`operators.columns.${column}`)}
              </th>
            ))}
            <th scope="col">
              <span className="visually-hidden">{t('operators.columns.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {operators.map((operator) => {
            const own = operator.id === selfId;
            return (
              <tr key={operator.id} className={operator.disabled ? 'text-body-secondary' : undefined}>
                <td style={{ minWidth: 220 }}>
                  {operator.email}
                  {own && <span className="badge text-bg-primary ms-2">{t('operators.you')}</span>}
                </td>
                <td>{t(`roles.${operator.role}`)}</td>
                <td style={{ minWidth: 120 }}>{operator.sites ? operator.sites.join(', ') : t('operators.all_sites')}</td>
                <td>{operator.totp_enrolled ? t('operators.totp_set') : t('operators.totp_not_set')}</td>
                <td>{operator.disabled ? <span className="badge text-bg-secondary">{t('operators.disabled')}</span> : t('operators.active')}</td>
                <td style={{ minWidth: 300 }}>
                  <div className="d-flex flex-wrap gap-1 justify-content-end">
                    {button('edit', operator, own)}
                    {operator.disabled ? button('enable', operator, own) : button('disable', operator, own, 'btn-outline-danger')}
                    {button('reset_mfa', operator, false)}
                    {button('reset_password', operator, false)}
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
