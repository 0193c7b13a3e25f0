import { serverMessageText } from '@sym/contracts';

/** What a payment provider is asked to approve: credits bought, or a plan subscribed to. */
export interface PaymentRequest {
  userId: string;
  isAdministrator: boolean;
  kind: 'purchase' | 'subscription';
  /** Credits bought, for purchases. */
  credits?: number;
  planId?: string;
  /** The client's payment method id; spec §7 calls it a placeholder. */
  paymentMethodId?: string;
}

export interface PaymentResult {
  isApproved: boolean;
  /** Shown in the usage history. */
  reference: string;
  message?: string;
}

/** Takes (or refuses) payment for purchases and subscriptions. */
export interface PaymentProvider {
  readonly info: { id: string; name: string; description: string };
  charge(request: PaymentRequest): Promise<PaymentResult>;
}

/**
 * The built-in provider of self-hosted instances: no money moves. With self-service on (the default for a single
 * user's own machine), requests are granted at once; with it off, only administrators can grant credits and plans.
 */
export class SelfHostedPaymentProvider implements PaymentProvider {
  readonly info: PaymentProvider['info'];

  constructor(private readonly options: { isSelfService: boolean }) {
    this.info = {
      id: 'self-hosted',
      name: serverMessageText('payment.selfHostedName'),
      description: serverMessageText(
        options.isSelfService ? 'payment.selfHostedSelfService' : 'payment.selfHostedAdminOnly',
      ),
    };
  }

  /** Approves at once with self-service on, or for administrators; refuses everyone else. */
  async charge(request: PaymentRequest): Promise<PaymentResult> {
    if (this.options.isSelfService || request.isAdministrator) {
      return { isApproved: true, reference: serverMessageText('payment.selfHostedReference') };
    }
    return { isApproved: false, reference: '', message: serverMessageText('payment.adminOnly') };
  }
}
