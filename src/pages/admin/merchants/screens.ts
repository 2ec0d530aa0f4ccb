/** The admin merchants screens of one chunk (the route table picks one by name). */
export { default as MerchantsPage } from './MerchantsPage';
export { default as MerchantEditPage } from './MerchantEditPage';
export { default as RelatedAccountsPage } from './RelatedAccountsPage';
