import { useTranslation } from '@amora/shared';

/**
 * The result of a section's save (spec §8): the form's error as an alert, or a success message as a
 * status. Renders nothing while there is neither.
 */
export function SaveStatus({ saved, error }: { saved: boolean; error: string | null }) {
  const { t } = useTranslation('members');
  if (error) {
    return (
      <p className="alert alert-danger small mb-0 mt-3" role="alert">
        {error}
      </p>
    );
  }
  if (!saved) return null;
  return (
    <p className="alert alert-success small mb-0 mt-3" role="status">
      {t('editor.saved')}
    </p>
  );
}
