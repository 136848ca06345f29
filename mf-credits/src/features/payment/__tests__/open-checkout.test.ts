import { openCheckout } from '../open-checkout';

describe('openCheckout (issue 32)', () => {
  it("loads a provider's hosted checkout in the browser and keeps our own pages in the router", () => {
    const navigated: string[] = [];
    const assigned: string[] = [];
    const open = (url: string) => openCheckout(url, (to) => navigated.push(to), (to) => assigned.push(to));
    open('https://www.mollie.com/checkout/select-method/7UhSN1zuXS');
    open('HTTPS://checkout.stripe.com/c/pay/cs_test_a1');
    open('/sandbox-pay/31');
    open('/directdebit?payment=31');
    open('/transactions/31');
    expect(assigned).toEqual(['https://www.mollie.com/checkout/select-method/7UhSN1zuXS', 'HTTPS://checkout.stripe.com/c/pay/cs_test_a1']);
    expect(navigated).toEqual(['/sandbox-pay/31', '/directdebit?payment=31', '/transactions/31']);
  });
});
