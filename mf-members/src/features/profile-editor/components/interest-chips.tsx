import { PROFILE_RULES } from '@amora/contracts/constants';
import { useTranslation } from '@amora/shared';
import { humanizeKey } from '../../profile';

/** Props of {@link InterestChips}. */
export interface InterestChipsProps {
  idPrefix: string;
  /** Every interest key of `GET /api/interests.php`, in its order. */
  options: readonly string[];
  selected: readonly string[];
  onChange: (selected: string[]) => void;
}

/**
 * The interests of spec §3 as toggle chips (checkboxes styled as pills), labelled with the `interests.*`
 * texts of the members namespace (unknown keys made readable). At most 20; once reached, the others
 * are disabled. Keys the profile has that the list does not know are kept as they are.
 */
export function InterestChips({ idPrefix, options, selected, onChange }: InterestChipsProps) {
  const { t } = useTranslation('members');
  const full = selected.length >= PROFILE_RULES.maxInterests;
  const toggle = (key: string, on: boolean) => onChange(on ? [...selected, key] : selected.filter((k) => k !== key));
  return (
    <div className="d-flex flex-wrap gap-2">
      {options.map((key) => {
        const id = `${idPrefix}-${key}`;
        const checked = selected.includes(key);
        return (
          <span key={key}>
            <input type="checkbox" className="btn-check" id={id} checked={checked} disabled={!checked && full} onChange={(e) => toggle(key, e.target.checked)} />
            <label className="btn btn-sm btn-outline-primary rounded-pill" htmlFor={id}>
              {t(`interests.${key}`, { defaultValue: humanizeKey(key) })}
            </label>
          </span>
        );
      })}
    </div>
  );
}
