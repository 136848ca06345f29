import { ApiError, i18next, initI18n, registerNamespace } from '@amora/shared';
import { MEMBERS_NS, loadMembersLocale } from '../../../i18n/load-locale';
import { toFormErrors } from '../field-errors';

beforeAll(async () => {
  await initI18n('en');
  await registerNamespace(MEMBERS_NS, loadMembersLocale);
});

const t = i18next.getFixedT('en', MEMBERS_NS);
const FIELDS = ['name', 'date_of_birth', 'interests', 'about'];

describe('errors of PUT /api/profile.php next to their field (spec §5, §8)', () => {
  it('puts the known codes next to their field', () => {
    expect(toFormErrors(new ApiError(400, 'too_young', 'x', { min_age: 21 }), t, FIELDS, 18)).toEqual({
      fields: { date_of_birth: 'Enter your date of birth (21+)' },
      form: null,
    });
    expect(toFormErrors(new ApiError(400, 'unknown_interest', 'x'), t, FIELDS, 18).fields).toEqual({ interests: 'Choose your interests from the list.' });
  });

  it('marks each field an invalid_request names, and says so above', () => {
    const error = new ApiError(400, 'invalid_request', 'x', { issues: [{ path: 'body.about', message: 'Too long' }, { path: 'body.city', message: 'x' }] });
    expect(toFormErrors(error, t, FIELDS, 18)).toEqual({ fields: { about: 'Please check this field.' }, form: 'Please check the highlighted fields.' });
  });

  it('shows other failures above the form', () => {
    expect(toFormErrors(new ApiError(0, 'network_error', 'x'), t, FIELDS, 18)).toEqual({ fields: {}, form: 'No connection. Check your internet connection and try again.' });
    expect(toFormErrors(new ApiError(400, 'invalid_region', 'x'), t, FIELDS, 18).form).toBe('An error has occurred.');
  });
});
