export const couponsUrl = () => '/coupons';
export const createCouponUrl = () => '/coupons/create-coupon';
export const editCouponUrl = (id: number) => `/coupons/edit-coupon/${id}`;
/** The route pattern behind `editCouponUrl` (react-router param `id`). */
export const editCouponRoute = '/coupons/edit-coupon/:id';
