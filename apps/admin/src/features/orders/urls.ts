export const ordersUrl = () => '/orders';

/** The address parameter naming the order whose detail is open over the list. */
export const ORDER_PARAM = 'order';

/** The kitchen display (the top bar's link); `?stores=1,2` narrows it to those stores. */
export const kitchenUrl = () => '/kitchen';
