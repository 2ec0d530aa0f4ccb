import * as billing from '../../api/billing';
import type { MerchantPaymentMethod } from '../../api/billing';
import type { CallContext } from '../../api/client';
import { stepError } from '../../api/errors';
import { BILLING_UI } from '../../constants/messages/billing';

/** One row of the set-gateway dialog: a method and the gateway that is to serve it. */
export interface GatewayChoice {
  methodId: number;
  methodName: string;
  providerId: number;
}

export interface SaveGatewaysRequest {
  merchantId?: number;
  rows: readonly GatewayChoice[];
}

/**
 * Saves the dialog's rows (several with NewPricing), one catalogued call per method, in order: each makes its gateway
 * the method's current one (the platform makes the method's other gateways standby). The first failure stops the
 * save and its error names the method; the rows saved before it stay saved, and the table is read again either way.
 */
export async function saveGateways({ merchantId, rows }: SaveGatewaysRequest, ctx?: CallContext, api = billing): Promise<MerchantPaymentMethod[]> {
  const saved: MerchantPaymentMethod[] = [];
  for (const row of rows) {
    try {
      const answer = await api.setMerchantGateway({ ...(merchantId === undefined ? {} : { merchantId }), methodId: row.methodId, paymentProviders: [{ paymentProviderId: row.providerId, current: true }] }, ctx);
      saved.push(...answer.filter((method) => method.current));
    } catch (thrown) {
      throw stepError(thrown, (reason) => `${BILLING_UI.gatewayFailed(row.methodName)} ${reason}`);
    }
  }
  return saved;
}
