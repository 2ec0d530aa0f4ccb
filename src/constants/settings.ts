/** Spec section 9: the tooltip after copying (a secret, an app key, the embed code) shows for 1000 ms. */
export const CLIPBOARD_TOOLTIP_MS = 1000;
/** The platform's paywall script, which the embed code loads (the platform's public SDK address). */
export const PAYWALL_SCRIPT_URL = 'https://assets.inplayer.com/paywall/latest/paywall.min.js';
