import { useTranslation } from '@amora/shared';

/**
 * The sign-up progress (spec §4): "Step 2 of 6" and a Bootstrap progress bar.
 * @param current 1-based number of the step shown; `total` the steps before the complete step.
 */
export function StepProgress({ current, total }: { current: number; total: number }) {
  const { t } = useTranslation('signup');
  const label = t('steps.progress', { current, total });
  const percent = Math.round((current / Math.max(total, 1)) * 100);
  return (
    <div className="mb-4">
      <p className="small text-body-secondary mb-1" aria-hidden="true">
        {label}
      </p>
      <div className="progress" role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={total} aria-valuenow={current} style={{ height: 6 }}>
        <div className="progress-bar" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
