import type { ShippingCountry } from '../country';
import type { ReturnReason, ReturnStatus } from './returns';

/** One line of a return request. Amounts in minor units. */
export interface ReturnLineView {
  line_id: number;
  name: string;
  image: string;
  quantity: number;
}

/** A return request as its shopper sees it. */
export interface ReturnView {
  id: number;
  status: ReturnStatus;
  reason: ReturnReason;
  note: string | null;
  created_at: string;
  /** What was (or will be) refunded, once the parcel was received; null before. */
  refund_minor: number | null;
  rejection_reason: string | null;
  lines: ReturnLineView[];
}

/** A line of a delivered order and how many of it may still be returned. */
export interface ReturnableLine {
  line_id: number;
  name: string;
  image: string;
  unit_minor: number;
  quantity: number;
  returnable: number;
}

/** GET …/my-orders/{n}/returns: the order's returns and what may still be returned. */
export interface OrderReturns {
  /** Null when a return may be asked for; otherwise why not. */
  refusal: string | null;
  /** The last moment of the 30 days, once delivered. */
  window_ends_at: string | null;
  lines: ReturnableLine[];
  returns: ReturnView[];
}

/** A row of the back office's returns list. */
export interface AdminReturnRow {
  id: number;
  order_number: string;
  customer: string;
  status: ReturnStatus;
  reason: ReturnReason;
  country: ShippingCountry;
  units: number;
  refund_minor: number | null;
  created_at: string;
}

/** One return in the back office. */
export interface AdminReturn extends AdminReturnRow {
  email: string;
  note: string | null;
  has_photo: boolean;
  is_pickup: boolean;
  rejection_reason: string | null;
  refund_error: string | null;
  lines: (ReturnLineView & { restocked: boolean | null })[];
}
