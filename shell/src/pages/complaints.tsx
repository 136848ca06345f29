import { api, ApiError, errorKey, usePageTitle, useTranslation, useUser } from '@amora/shared';
import { type FormEvent, useId, useState } from 'react';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * `/complaints` (spec §2): a form whose complaints are stored by `POST /api/complaints.php`.
 * Invalid input is explained per field and nothing typed is lost when the server refuses.
 */
export function ComplaintsPage() {
  const { t } = useTranslation('pages');
  usePageTitle(t('complaints.title'));
  const user = useUser();
  const id = useId();
  const [form, setForm] = useState({ name: user?.profile.name ?? '', email: user?.email ?? '', subject: '', message: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [failure, setFailure] = useState<string | null>(null);

  const set = (field: keyof typeof form) => (e: { target: { value: string } }) => setForm({ ...form, [field]: e.target.value });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: Record<string, string> = {};
    if (!form.name.trim()) next.name = t('complaints.required');
    if (!EMAIL.test(form.email)) next.email = t('complaints.invalid_email');
    if (!form.subject.trim()) next.subject = t('complaints.required');
    if (form.message.trim().length < 10) next.message = t('complaints.message_too_short');
    setErrors(next);
    if (Object.keys(next).length) return;
    setStatus('sending');
    setFailure(null);
    try {
      await api.post('/api/complaints.php', form);
      setStatus('sent');
    } catch (error) {
      setStatus('idle');
      setFailure(error instanceof ApiError && error.code === 'invalid_request' ? t('complaints.check_fields') : t(errorKey(error)));
    }
  };

  if (status === 'sent') {
    return (
      <div className="container py-5" style={{ maxWidth: 720 }}>
        <h1>{t('complaints.title')}</h1>
        <div className="alert alert-success" role="status">{t('complaints.sent')}</div>
      </div>
    );
  }

  const field = (name: keyof typeof form, type: 'text' | 'email' | 'textarea', autoComplete?: string) => (
    <div className="mb-3">
      <label htmlFor={`${id}-${name}`} className="form-label">{t(`complaints.${name}`)}</label>
      {type === 'textarea' ? (
        <textarea id={`${id}-${name}`} className={`form-control${errors[name] ? ' is-invalid' : ''}`} rows={6} value={form[name]} onChange={set(name)} aria-describedby={errors[name] ? `${id}-${name}-error` : undefined} aria-invalid={errors[name] ? true : undefined} />
      ) : (
        <input id={`${id}-${name}`} type={type} autoComplete={autoComplete} className={`form-control${errors[name] ? ' is-invalid' : ''}`} value={form[name]} onChange={set(name)} aria-describedby={errors[name] ? `${id}-${name}-error` : undefined} aria-invalid={errors[name] ? true : undefined} />
      )}
      {errors[name] && <div id={`${id}-${name}-error`} className="invalid-feedback">{errors[name]}</div>}
    </div>
  );

  return (
    <div className="container py-4" style={{ maxWidth: 720 }}>
      <h1>{t('complaints.title')}</h1>
      <p>{t('complaints.intro')}</p>
      {failure && <div className="alert alert-danger" role="alert">{failure}</div>}
      <form onSubmit={submit} noValidate>
        {field('name', 'text', 'name')}
        {field('email', 'email', 'email')}
        {field('subject', 'text')}
        {field('message', 'textarea')}
        <button type="submit" className="btn btn-primary" disabled={status === 'sending'}>
          {t('complaints.submit')}
        </button>
      </form>
    </div>
  );
}
