export { fetchDetails, updateDetails } from './endpoints';
