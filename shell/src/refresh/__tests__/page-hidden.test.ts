import { startPageHiddenBeacon } from '../page-hidden';

describe('page-hidden beacon (spec §7)', () => {
  it('sends an empty JSON body to /api/page-hidden.php whenever the page is hidden, not when it shows again', async () => {
    const sendBeacon = jest.fn(() => true);
    Object.assign(navigator, { sendBeacon });
    let state: DocumentVisibilityState = 'visible';
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
    startPageHiddenBeacon();
    for (const next of ['hidden', 'visible', 'hidden'] as const) {
      state = next;
      document.dispatchEvent(new Event('visibilitychange'));
    }
    expect(sendBeacon).toHaveBeenCalledTimes(2);
    const [url, body] = sendBeacon.mock.calls[0] as unknown as [string, Blob];
    expect(url).toBe('/api/page-hidden.php');
    expect(body.type).toBe('application/json');
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(body);
    });
    expect(text).toBe('{}');
  });
});
