import type { DeliveryType, DispatchMethod, OrderMethod, StoreView, Weekday } from '@tablero/domain';
import type { NumberValue } from '../../../shared/format/number-value.js';
import type { Camelize } from '../../../shared/http/index.js';

export type View = Camelize<StoreView>;
export type MethodView = View['deliveryMethods'][number];

export interface BusinessHourValue {
  id?: number;
  day: Weekday;
  openingTime: string;
  closingTime: string;
  dispatchMethod: DispatchMethod;
}

export interface ScheduledClosingValue {
  id?: number;
  /** ISO instants; '' until picked. */
  startDatetime: string;
  endDatetime: string;
  reason: string;
  dispatchMethod: DispatchMethod;
  /** Over already (from the server): shown, never changed (spec part 1 §4). */
  expired?: boolean;
}

export interface ExceptionalWaitTimeValue {
  id?: number;
  kind: 'periodic' | 'specific';
  day: Weekday | null;
  startDate: string | null;
  endDate: string | null;
  startTime: string;
  endTime: string;
  deliveryWaitTime: NumberValue;
  pickUpWaitTime: NumberValue;
}

export interface FeeConfigurationValue {
  type: NonNullable<MethodView['feeConfiguration']>['type'];
  grantType: NonNullable<MethodView['feeConfiguration']>['grantType'];
  /** A percentage, or an amount in currency units, as the grant type says. */
  amount: NumberValue;
  subsidisedService: boolean;
}

export interface CofinanceValue {
  kind: 'no_grant' | 'amount' | 'percentage';
  value: NumberValue;
}

export interface DeliveryMethodValue {
  id?: number;
  deliveryType: DeliveryType;
  deliveryFeeType: MethodView['deliveryFeeType'];
  priority: number;
  enabled: boolean;
  feeAmount: NumberValue;
  feePerKm: NumberValue;
  feeConfiguration: FeeConfigurationValue | null;
  externalDeliveryCofinance: CofinanceValue;
}

/** The shape the delivery zones editor takes (plus the zone's own fee, kept as it came). */
export interface DeliveryAreaValue {
  id?: number;
  name: string;
  kind: 'zone' | 'exclusion';
  locked: boolean;
  points: { latitude: number; longitude: number }[];
  /** Minor units, untouched by this form. */
  deliveryFee?: number | null;
  destroy?: boolean;
}

export const externalIdKeys = [
  'uberId',
  'uberEatsId',
  'rappiId',
  'alohaId',
  'popappId',
  'ordaticId',
  'toteatId',
  'toteatRestaurantId',
  'fudoId',
  'fbdId',
  'cabifyId',
  'sodexoCommerceCode',
  'chekCommerceCode',
] as const;
export type ExternalIdKey = (typeof externalIdKeys)[number];

/** What the store form edits: the store in camelCase, text boxes as strings, numbers possibly ''. */
export interface StoreFormValues extends Record<ExternalIdKey, string>, Record<string, unknown> {
  name: string;
  textAddress: string;
  commune: string;
  latitude: number | null;
  longitude: number | null;
  phone: string;
  email: string;
  emailAlt: string;
  image: string;
  menuId: number | null;
  npsEmailTimer: NumberValue;
  deliveryWaitTime: NumberValue;
  pickUpWaitTime: NumberValue;
  orderMethod: OrderMethod;
  futureOrdersEnabled: boolean;
  enabled: boolean;
  haveDifferentBusinessHours: boolean;
  enabledCheckoutQuestions: boolean;
  checkoutQuestionIds: number[];
  whatsappNumber: string;
  enabledWhatsappNumber: boolean;
  facebookMessengerId: string;
  enabledFacebookMessenger: boolean;
  enabledTipStore: boolean;
  enabledTipDelivery: boolean;
  deliveryTipAvailability: View['deliveryTipAvailability'];
  /** Percentage, or currency units. */
  defaultTip: { type: 'percentage' | 'amount'; value: NumberValue } | null;
  deliveryCalculationType: View['deliveryCalculationType'];
  deliveryInstructions: string;
  cartNotificationIntervalMinutes: NumberValue;
  abandonedShoppingCartCouponId: NumberValue;
  abandonedShoppingCartCouponIdEnabled: boolean;
  /** As typed; the domain coerces them to decimals (spec part 1 §5). */
  subscriptionQuotes: string[];
  webpayCommerceCode: string;
  oneclickCommerceCode: string;
  paymentMethods: View['paymentMethods'];
  deliveryMethods: DeliveryMethodValue[];
  deliveryAreas: DeliveryAreaValue[];
  businessHours: BusinessHourValue[];
  scheduledClosingTimes: ScheduledClosingValue[];
  exceptionalWaitTimes: ExceptionalWaitTimeValue[];
}
