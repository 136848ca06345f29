import { Modal, RemoteError, type SignupFormProps, Spinner, bus, loadRemoteModule, useUser, useTranslation } from '@amora/shared';
import { type ComponentType, useEffect, useState } from 'react';

/**
 * Hosts the sign-up modal (spec §2): opens on `signup:open`, renders the sign-up form exposed by
 * mf-signup (`mf_signup/signup-form`), and cannot be closed by backdrop or Esc while sign-up is in progress.
 * Its title is "Join for free" until the account exists, then "Welcome, {name}!" above the steps,
 * whose own headings say what each is about (issue 29; only visitors open it).
 */
export function SignupModalHost() {
  const { t } = useTranslation('shell');
  const name = useUser((u) => u?.profile.name);
  const [request, setRequest] = useState<{ profile?: number; message?: string } | null>(null);
  const [Form, setForm] = useState<ComponentType<SignupFormProps> | null>(null);
  const [failed, setFailed] = useState(false);
  const [inProgress, setInProgress] = useState(false);

  useEffect(() => {
    const sub = bus.on('signup:open').subscribe((payload) => setRequest(payload));
    return () => sub.unsubscribe();
  }, []);

  useEffect(() => {
    if (!request || Form) return;
    setFailed(false);
    loadRemoteModule('mf_signup/signup-form').then(
      (mod) => setForm(() => mod.default),
      () => setFailed(true),
    );
  }, [request, Form]);

  if (!request) return null;
  const close = () => {
    setRequest(null);
    setInProgress(false);
  };
  return (
    <Modal title={name ? t('signup_modal.welcome', { name }) : t('signup_modal.title')} onClose={inProgress ? undefined : close} closeLabel={t('signup_modal.close')}>
      {failed ? (
        <RemoteError onRetry={() => setRequest({ ...request })} />
      ) : Form ? (
        <Form profile={request.profile} message={request.message} onProgress={setInProgress} onDone={close} />
      ) : (
        <Spinner />
      )}
    </Modal>
  );
}
