/**
 * mf-operator's test helpers: the console rendered whole (its `Root`) at an address, and the
 * operator fixtures in the contract's shapes. Everything else comes from `@amora/shared/testing`.
 */
import type { OperatorMe } from '@amora/contracts';
import type { OperatorRole } from '@amora/contracts/constants';
import { bus, changeLocale } from '@amora/shared';
import { createQueryClient, QueryProvider } from '@amora/shared/query';
import { mockApi, resetBus, setupI18n } from '@amora/shared/testing';
import { render } from '@testing-library/react';
import { loadOperatorLocale, OPERATOR_NS } from './i18n/load-locale';
import { Root } from './root';

/** Loads `common` and the console's namespace in English. */
export const setupOperatorI18n = () => setupI18n(OPERATOR_NS, loadOperatorLocale);

/** An operator as the API shows them (`operatorMe`). */
export const makeOperator = (role: OperatorRole = 'admin', over: Partial<OperatorMe> = {}): OperatorMe => ({ id: 3, email: 'olga@staff.amora.test', role, sites: null, ...over });

/** `GET /api/operator/session.php` answers a signed-in operator of `role`. */
export function mockSignedIn(role: OperatorRole = 'admin'): void {
  mockApi('get', '/api/operator/session.php', { operator: makeOperator(role), mfa: null });
}

/** `GET /api/operator/session.php` answers 401: no session. */
export function mockSignedOut(): void {
  mockApi('get', '/api/operator/session.php', { error: 'operator_authentication_required', message: 'Operator login required' }, { status: 401 });
}

/** Renders the whole console at `path` (the browser's address) in a fresh query client. */
export function renderConsole(path: string) {
  window.history.pushState({}, '', path);
  return render(
    <QueryProvider client={createQueryClient()}>
      <Root />
    </QueryProvider>,
  );
}

/** Makes `locale` the page's locale, on the bus and in i18next (the console's texts of `fr` are the English ones). */
export async function switchLocale(locale: 'en' | 'de' | 'nl' | 'fr'): Promise<void> {
  resetBus();
  await changeLocale(locale);
  bus.locale$.next(locale);
}
