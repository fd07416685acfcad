import { refusalPage, testGatewayPage, waitingPage } from './pages';
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
  language: 'en',
  paidAt: null,
};

describe('payment pages', () => {
  it('escapes the way back it echoes', () => {
    const html = refusalPage('en', 'paused', "/response/checkout/x'onmouseover='alert(1)");
    expect(html).toContain('href="/response/checkout/x&#39;onmouseover=&#39;alert(1)"');
    expect(html).not.toContain("'onmouseover");
  });

  it('marks the test gateway as TEST MODE and shows what would be paid, by the name the visitor chose', () => {
    const html = testGatewayPage(order);
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toContain('TEST MODE');
    expect(html).toContain('One (2D Design + 3D Elevation) option plan');
    expect(html).toContain('INR 1499.50');
    expect(html).toContain('action="/pay/AAAAAAAAAAAAAAAAAAAAAA/test/pay"');
    expect(html).toContain('action="/pay/AAAAAAAAAAAAAAAAAAAAAA/test/fail"');
    expect(html).toContain('href="/pay/AAAAAAAAAAAAAAAAAAAAAA/cancel"');
  });

  it("speaks the visitor's language, right to left in Arabic, and keeps the operator's TEST MODE sign", () => {
    const html = testGatewayPage({ ...order, language: 'ar' });
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('TEST MODE');
    expect(html).toContain('<h1>دفع تجريبي</h1>');
    expect(html).toContain('>ادفع</button>');
    expect(html).toContain('<p class="amount"><span dir="ltr">INR 1499.50</span></p>');
    expect(waitingPage({ ...order, language: 'hi' })).toContain('आपके भुगतान की पुष्टि हो रही है…');
    expect(refusalPage('ta', 'noAnswer', '/x')).toContain('கட்டணச் சேவை பதிலளிக்கவில்லை');
  });
});
