import type { OperatorReport, ReportAction } from '@amora/contracts';
import { useTranslation } from '@amora/shared';
import { ReasonDialog } from '../../../components/reason-dialog';
import { OPERATOR_NS } from '../../../i18n/load-locale';
import type { ReasonValues } from '../../../lib/reason-form';
import { PhotoPicker } from './photo-picker';

/** What the dialog needs: the report, the action, whether it is sending, the last failure (i18n key), and its two ways out. */
export interface ActionDialogProps {
  report: OperatorReport;
  action: ReportAction;
  sending: boolean;
  error: string | null;
  onConfirm: (values: ReasonValues) => void;
  onCancel: () => void;
}

/**
 * The confirmation of a report action (issue 31) in the shared {@link ReasonDialog}, its texts
 * chosen per action (`reports.confirm.<action>`): what will happen (and that the report closes),
 * the reason (required, ≤ 500 characters, audited; a ban's is shown to the member at login), for
 * "Hide a photo" the photo ({@link PhotoPicker}), for "Ban" its length ("For good" by default, or
 * until a day). A failure shows inside, keeping what was typed.
 */
export function ActionDialog({ report, action, sending, error, onConfirm, onCancel }: ActionDialogProps) {
  const { t } = useTranslation(OPERATOR_NS);
  const name = report.reported.name;
  const photo = action === 'hide_photo';
  return (
    <ReasonDialog
      texts={{
        title: t(`reports.confirm.${action}.title`, { name }),
        intro: t(`reports.confirm.${action}.text`, { name }),
        confirm: t(`reports.confirm.${action}.button`),
        sending: t('reports.sending'),
        cancel: t('reports.cancel'),
        reason: t(action === 'ban' ? 'reports.ban_reason' : 'reports.reason'),
        reasonRequired: t('reports.reason_required'),
      }}
      danger={action !== 'dismiss'}
      image={photo}
      banLength={action === 'ban'}
      extra={photo ? (form, id) => <PhotoPicker photos={report.reported.photos} form={form} id={id} /> : undefined}
      sending={sending}
      error={error && t(error)}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
