// The Promotions screens, one chunk with react-beautiful-dnd (loaded only here).
export { default as VouchersPage, InAppVouchersPage } from './VouchersPage';
export { default as GiftVouchersPage } from './GiftVouchersPage';
export { default as VoucherEditPage, InAppVoucherEditPage } from './VoucherEditPage';
