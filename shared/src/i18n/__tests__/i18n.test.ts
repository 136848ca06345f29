import { i18next, initI18n, registerNamespace } from '..';

describe('i18n (docs/design.md §5)', () => {
  it('loads only the active locale of each namespace', async () => {
    const loader = jest.fn(async (locale: string) => ({ default: { hello: `hello-${locale}` } }));
    await initI18n('de');
    await registerNamespace('demo', loader as never);
    expect(loader).toHaveBeenCalledTimes(1);
    expect(loader).toHaveBeenCalledWith('de');
    expect(i18next.t('demo:hello')).toBe('hello-de');
    expect(i18next.t('common:retry')).toBe('Erneut versuchen');
  });
});
