// The one interface every payment gateway implements; PAYMENT_GATEWAY (per currency if set) picks one.
import type { GatewayName, Order } from '../orders';

export type GatewayStep =
  /** A page of ours; `scriptSources` are the extra origins its CSP must allow (a gateway's checkout script). */
  | { kind: 'html'; html: string; scriptSources?: string[]; frameSources?: string[] }
  /** The gateway's hosted page. */
  | { kind: 'redirect'; url: string };

export interface GatewayStart {
  step: GatewayStep;
  /** The gateway's own id for this order, when it made one (stored, then reused on the next visit). */
  gatewayOrderId?: string;
}

export interface PaymentGateway {
  readonly name: GatewayName;
  /** What the visitor gets at /pay/<order id> while the order is open. */
  start(order: Order): Promise<GatewayStart>;
  /**
   * Closes the gateway's own order after ours ended unpaid (cancelled, or replaced at another
   * price), so a page of it left open in another tab cannot still take money. Gateways whose
   * orders can only be paid from our page need none.
   */
  abandon?(order: Order): Promise<void>;
}

/** The gateway's API failed or answered something we cannot use; nothing was charged. */
export class GatewayError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GatewayError';
  }
}
