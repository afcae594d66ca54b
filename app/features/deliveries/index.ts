/** The delivery log (decision 106): browser-safe exports; the loaders are `./list.server`. */
export { DeliveryListView } from './delivery-list';
export { ASK_INTERFACE_TEAM, HL7_TERMS } from './terms';
export { DELIVERY_STATUS_LABELS, DELIVERY_TEXT, lastAckText, type Delivery } from './list';
