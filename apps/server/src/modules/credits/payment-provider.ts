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
export function createSelfHostedPaymentProvider(options: { isSelfService: boolean }): PaymentProvider {
  return {
    info: {
      id: 'self-hosted',
      name: 'Self-hosted instance (no payment)',
      description: options.isSelfService
        ? 'This instance takes no payments: credits and plans you ask for are granted at once by the instance itself.'
        : 'This instance takes no payments: its administrator grants credits and plans.',
    },
    async charge(request) {
      if (options.isSelfService || request.isAdministrator) {
        return { isApproved: true, reference: 'Granted by this self-hosted instance (no payment taken)' };
      }
      return { isApproved: false, reference: '', message: 'Credits on this instance are granted by its administrator' };
    },
  };
}
