import { OPERATOR_ROLES } from '@amora/contracts/constants';
import { useTranslation } from '@amora/shared';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { OPERATOR_NS } from '../../../i18n/load-locale';

/** The role of an operator account (issue 31 roles: moderator, support, finance, marketing, admin), as a labelled select. */
export function RoleSelect({ field, disabled = false }: { field: UseFormRegisterReturn; disabled?: boolean }) {
  const { t } = useTranslation(OPERATOR_NS);
  const id = useId();
  return (
    <div className="mb-3">
      <label className="form-label" htmlFor={id}>
        {t('operators.role')}
      </label>
      <select id={id} className="form-select" disabled={disabled} {...field}>
        {OPERATOR_ROLES.map((role) => (
          <option key={role} value={role}>
            {t(`roles.${role}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
