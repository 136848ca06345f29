import { operatorCreateBody } from '@amora/contracts';
import { ACCOUNT_RULES } from '@amora/contracts/constants';
import { useTranslation } from '@amora/shared';
import { TextField } from '@amora/shared/forms';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { OPERATOR_NS } from '../../../i18n/load-locale';
import { apiErrorKey, issueFields } from '../../../lib/api-error';
import type { OperatorSite } from '../../../lib/use-sites';
import { RoleSelect } from './role-select';
import { SitesFieldset } from './sites-fieldset';
import { useCreateOperator } from './use-operators';

const ERRORS = { operator_exists: 'operators.errors.exists', invalid_request: 'operators.errors.invalid', forbidden_role: 'operators.errors.forbidden' };

/**
 * "New operator" (issue 31 "Operator accounts"): e-mail, role and the sites the account is limited
 * to (none ticked: every site), checked by the contract's `operatorCreateBody`; `POST
 * /api/operator/operators.php`, then `onCreated` with the first password (shown once) and an empty
 * form. A refusal keeps what was typed: an e-mail already used or not accepted is said at the
 * field, anything else in an alert.
 */
export function CreateOperatorForm({ sites, onCreated }: { sites: readonly OperatorSite[]; onCreated: (email: string, password: string) => void }) {
  const { t } = useTranslation(OPERATOR_NS);
  const id = useId();
  const create = useCreateOperator();
  const { register, handleSubmit, formState, reset, setError } = useForm({ resolver: zodResolver(operatorCreateBody), defaultValues: { email: '', role: 'moderator', sites: [] } });
  const submit = handleSubmit(async ({ email, role, sites: chosen }) => {
    try {
      const answer = await create.mutateAsync({ email, role, sites: chosen?.length ? chosen : null });
      reset();
      onCreated(answer.operator.email, answer.password ?? '');
    } catch (failure) {
      const key = apiErrorKey(failure, ERRORS);
      if (key === ERRORS.operator_exists || issueFields(failure, 'body.').includes('email')) setError('email', { type: 'server', message: t(key === ERRORS.operator_exists ? key : 'operators.errors.email') });
    }
  });
  const failed = create.isError ? apiErrorKey(create.error, ERRORS) : null;
  const emailError = formState.errors.email?.type === 'server' ? (formState.errors.email.message ?? null) : formState.errors.email ? t('operators.errors.email') : null;
  return (
    <form onSubmit={submit} noValidate aria-busy={create.isPending} aria-labelledby={`${id}-title`} className="card card-body my-4" style={{ maxWidth: 560 }}>
      <h2 id={`${id}-title`} className="h5">
        {t('operators.create_title')}
      </h2>
      <TextField id={`${id}-email`} label={t('operators.email')} type="email" autoComplete="off" maxLength={ACCOUNT_RULES.emailMax} error={emailError} {...register('email')} />
      <RoleSelect field={register('role')} />
      <SitesFieldset sites={sites} field={register('sites')} />
      {failed && failed !== ERRORS.operator_exists && (
        <p className="alert alert-danger" role="alert">
          {t(failed)}
        </p>
      )}
      <div>
        <button type="submit" className="btn btn-primary" disabled={create.isPending}>
          {create.isPending ? t('operators.creating') : t('operators.create')}
        </button>
      </div>
    </form>
  );
}
