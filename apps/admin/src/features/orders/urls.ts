export const ordersUrl = () => '/orders';

/** The address parameter naming the order whose detail is open over the list. */
export const ORDER_PARAM = 'order';
