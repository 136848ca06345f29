import { crossOriginPlugin } from '../register-remotes';

const create = (url: string, attrs?: Record<string, unknown>) => crossOriginPlugin().createScript!({ url, attrs } as never) as HTMLScriptElement;

describe('crossOriginPlugin (issue 35: a remote\'s errors reach the measurements with their stack)', () => {
  it("loads a remote's entry from the CDN in CORS mode, keeping the runtime's attributes", () => {
    const script = create('https://cdn.example.com/mf_signup/1.2.0/remoteEntry.js', { 'data-mf': 'mf_signup', async: true });
    expect(script.src).toBe('https://cdn.example.com/mf_signup/1.2.0/remoteEntry.js');
    expect(script.crossOrigin).toBe('anonymous');
    expect(script.getAttribute('data-mf')).toBe('mf_signup');
    expect(script.async).toBe(true);
  });

  it("loads the page's own origin plainly", () => {
    const script = create(`${window.location.origin}/static/remoteEntry.js`);
    expect(script.crossOrigin).toBeNull();
    expect(create('/dev/remoteEntry.js').crossOrigin).toBeNull();
  });
});
