import { ApiError } from '@amora/shared';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../ui/text-field';
import { changePassword } from '../api/change-password';
import { accountErrorKey } from '../error-text-key';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../password-rules';

type Field = 'old' | 'new' | 'repeat' | 'form';
type Problem = { field: Field; text: string } | null;

/** Which field an API error belongs to. */
const FIELD_OF: Record<string, Field> = { old_password_wrong: 'old', password_length: 'new', password_common: 'new' };

/**
 * The password change card of `/profile` (spec §2, §5: a password change requires the old password):
 * old password, new password (8–128 characters, rule shown) and the new one repeated. The two new
 * ones must match (checked here, no request); then `PUT /api/user.php?password=1`. Errors
 * (old_password_wrong, password_length, password_common, network) show under the field concerned and
 * keep what was typed; success empties the form and says so.
 */
export function PasswordChangeCard() {
  const { t } = useTranslation('members');
  const id = useId();
  const [oldPassword, setOldPassword] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem>(null);
  const [done, setDone] = useState(false);
  const rule = t('account.password.rule', { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone(false);
    if (password !== repeat) {
      setProblem({ field: 'repeat', text: t('account.password.mismatch') });
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      await changePassword(oldPassword, password);
      setOldPassword('');
      setPassword('');
      setRepeat('');
      setDone(true);
    } catch (error) {
      const code = error instanceof ApiError ? error.code : '';
      setProblem({ field: FIELD_OF[code] ?? 'form', text: t(accountErrorKey(error), { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH }) });
    } finally {
      setBusy(false);
    }
  };

  const field = (name: Exclude<Field, 'form'>, label: string, value: string, set: (v: string) => void, autoComplete: string, help?: string) => {
    const error = problem?.field === name ? problem.text : null;
    return (
      <TextField
        id={`${id}-${name}`}
        label={label}
        error={error}
        help={help}
        type="password"
        autoComplete={autoComplete}
        required
        minLength={name === 'old' ? undefined : PASSWORD_MIN_LENGTH}
        maxLength={PASSWORD_MAX_LENGTH}
        value={value}
        onChange={(e) => set(e.target.value)}
      />
    );
  };

  return (
    <div className="card border-0 shadow-sm h-100">
      <div className="card-body">
        <h2 className="h5 mb-3">{t('account.password.title')}</h2>
        <form onSubmit={submit}>
          {field('old', t('account.password.old'), oldPassword, setOldPassword, 'current-password')}
          {field('new', t('account.password.new'), password, setPassword, 'new-password', rule)}
          {field('repeat', t('account.password.repeat'), repeat, setRepeat, 'new-password')}
          {problem?.field === 'form' && (
            <p className="alert alert-danger py-2 small" role="alert">
              {problem.text}
            </p>
          )}
          {done && (
            <p className="alert alert-success py-2 small" role="status">
              {t('account.password.changed')}
            </p>
          )}
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
            {t('account.password.submit')}
          </button>
        </form>
      </div>
    </div>
  );
}
