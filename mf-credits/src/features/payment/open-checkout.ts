/**
 * Opens where the member pays for a new payment (issue 32): a provider's hosted checkout (Mollie,
 * Stripe: an absolute `https://…` URL on another site) is a page load of the browser (`assign`),
 * our own pages (`/sandbox-pay/{id}`, `/directdebit?payment=`, `/transactions/{id}`) stay in the
 * router (`navigate`). The router cannot leave the site: it would read the URL as a path.
 */
export function openCheckout(url: string, navigate: (to: string) => void, assign: (url: string) => void = (to) => window.location.assign(to)): void {
  if (/^https?:\/\//i.test(url)) assign(url);
  else navigate(url);
}
