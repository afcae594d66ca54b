/** The delivery log (decision 106): browser-safe exports; the loaders are `./list.server`. */
export { DeliveryListView } from './delivery-list';
export { DELIVERY_STATUS_LABELS, DELIVERY_TEXT, lastAckText, type Delivery } from './list';
