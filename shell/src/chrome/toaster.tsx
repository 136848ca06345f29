import { bus, useTranslation } from '@amora/shared';
import { useEffect, useState } from 'react';

interface Toast {
  id: number;
  text: string;
  variant: 'success' | 'danger' | 'primary';
}

/** Toasts requested on the bus (`toast:show`), at most 350 px wide, z-index 1100 (spec §9), auto-hidden after 6 s. */
export function Toaster() {
  const { t } = useTranslation('common');
  const [toasts, setToasts] = useState<Toast[]>([]);
  useEffect(() => {
    let next = 1;
    const sub = bus.on('toast:show').subscribe(({ text, variant = 'primary' }) => {
      const id = next++;
      setToasts((list) => [...list, { id, text, variant }]);
      setTimeout(() => setToasts((list) => list.filter((x) => x.id !== id)), 6000);
    });
    return () => sub.unsubscribe();
  }, []);
  return (
    <div className="toast-container position-fixed bottom-0 end-0 p-3" aria-live="polite">
      {toasts.map((toast) => (
        <div key={toast.id} className={`toast show align-items-center text-bg-${toast.variant} border-0`} role="status">
          <div className="d-flex">
            <div className="toast-body">{toast.text}</div>
            <button type="button" className="btn-close btn-close-white me-2 m-auto" aria-label={t('close')} onClick={() => setToasts((l) => l.filter((x) => x.id !== toast.id))} />
          </div>
        </div>
      ))}
    </div>
  );
}
