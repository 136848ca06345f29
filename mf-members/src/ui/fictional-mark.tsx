import { useSettings } from '@amora/shared';

/**
 * The site's fictional-profile icon (`settings.fictional_icon`, e.g. 🎭, spec §3) with the site's
 * `fictional_singular` as its accessible name and `fictional_warning` as its tooltip.
 * Renders nothing when the site has no icon.
 */
export function FictionalMark() {
  const settings = useSettings();
  if (!settings?.fictional_icon) return null;
  return (
    <span role="img" aria-label={settings.fictional_singular || settings.fictional_warning} title={settings.fictional_warning} className="flex-shrink-0">
      {settings.fictional_icon}
    </span>
  );
}
