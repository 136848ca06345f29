import { useSettings } from '@amora/shared';
import { Drama } from 'lucide-react';

/**
 * The site's fictional-profile mark (spec §3: shown when `settings.fictional_icon` is set) with the
 * site's `fictional_singular` as its accessible name and `fictional_warning` as its tooltip. It is
 * drawn as the theatre-masks SVG of our icon set, not the setting's character: an emoji shows as
 * an empty box where no emoji font is installed (issue 13). Renders nothing when the site has no icon.
 */
export function FictionalMark() {
  const settings = useSettings();
  if (!settings?.fictional_icon) return null;
  return (
    <span role="img" aria-label={settings.fictional_singular || settings.fictional_warning} title={settings.fictional_warning} className="flex-shrink-0 text-body-secondary lh-1">
      <Drama size={20} />
    </span>
  );
}
