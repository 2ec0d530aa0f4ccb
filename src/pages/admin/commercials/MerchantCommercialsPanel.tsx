/** A merchant's commercials (spec section 3, "Revenue setup"); the sections arrive with the sandbox calls. */
export default function MerchantCommercialsPanel({ merchantId }: { merchantId: number }) {
  return <section aria-label="Commercials" data-merchant={merchantId} />;
}
