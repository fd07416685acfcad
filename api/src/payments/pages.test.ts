import { refusalPage, testGatewayPage } from './pages';
import type { Order } from './orders';

const order: Order = {
  id: 'AAAAAAAAAAAAAAAAAAAAAA',
  responseId: 'r1',
  packageType: 'Option1_2D_3D',
  productId: 'FLX_INR_Option1_2D_3D',
  currency: 'INR',
  amountMinor: 149_950,
  gateway: 'test',
  gatewayOrderId: null,
  paymentId: null,
  status: 'pending',
  returnPrefix: '',
  backPath: '/response/checkout/x',
  paidAt: null,
};

describe('payment pages', () => {
  it('escapes everything they echo', () => {
    const html = refusalPage('<b>Heading</b>', 'Reason "quoted"', "/response/checkout/x'onmouseover='alert(1)");
    expect(html).toContain('&#60;b&#62;Heading&#60;/b&#62;');
    expect(html).toContain('Reason &#34;quoted&#34;');
    expect(html).toContain('href="/response/checkout/x&#39;onmouseover=&#39;alert(1)"');
    expect(html).not.toContain("'onmouseover");
  });

  it('marks the test gateway as TEST MODE and shows what would be paid', () => {
    const html = testGatewayPage(order);
    expect(html).toContain('TEST MODE');
    expect(html).toContain('Elevate Premium');
    expect(html).toContain('INR 1499.50');
    expect(html).toContain('action="/pay/AAAAAAAAAAAAAAAAAAAAAA/test/pay"');
    expect(html).toContain('action="/pay/AAAAAAAAAAAAAAAAAAAAAA/test/fail"');
    expect(html).toContain('href="/pay/AAAAAAAAAAAAAAAAAAAAAA/cancel"');
  });
});
