// The local test gateway (the default): a page marked TEST MODE with Pay and Fail buttons; no money moves.
import { testGatewayPage } from '../pages';
import type { PaymentGateway } from './gateway';

export function testGateway(): PaymentGateway {
  return {
    name: 'test',
    async start(order) {
      return { step: { kind: 'html', html: testGatewayPage(order) } };
    },
  };
}
