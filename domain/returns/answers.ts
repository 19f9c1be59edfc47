import { z } from 'zod';
import { dataAnswer, pageAnswer, savedAnswer, shapeOf } from '../answers';
import { SHIPPING_COUNTRIES } from '../country';
import { RETURN_REASONS, RETURN_STATUSES } from './returns';
import type { AdminReturn, AdminReturnRow, OrderReturns, ReturnableLine, ReturnLineView, ReturnView } from './views';

const id = z.number().int();
const minor = z.number().int();
const status = z.enum(RETURN_STATUSES);
const reason = z.enum(RETURN_REASONS);

const line = shapeOf<ReturnLineView>()(z.object({ line_id: id, name: z.string(), image: z.string(), quantity: z.number().int() }));
const returnView = shapeOf<ReturnView>()(
  z.object({
    id,
    status,
    reason,
    note: z.string().nullable(),
    created_at: z.string(),
    refund_minor: minor.nullable(),
    rejection_reason: z.string().nullable(),
    lines: z.array(line),
  }),
);
const returnable = shapeOf<ReturnableLine>()(
  z.object({
    line_id: id,
    name: z.string(),
    image: z.string(),
    unit_minor: minor,
    quantity: z.number().int(),
    returnable: z.number().int(),
  }),
);
const orderReturns = shapeOf<OrderReturns>()(
  z.object({
    refusal: z.string().nullable(),
    window_ends_at: z.string().nullable(),
    lines: z.array(returnable),
    returns: z.array(returnView),
  }),
);

export const orderReturnsAnswer = dataAnswer(orderReturns);
export const returnCreatedAnswer = savedAnswer(returnView);

const row = {
  id,
  order_number: z.string(),
  customer: z.string(),
  status,
  reason,
  country: z.enum(SHIPPING_COUNTRIES),
  units: z.number().int(),
  refund_minor: minor.nullable(),
  created_at: z.string(),
};
const adminRow = shapeOf<AdminReturnRow>()(z.object(row));
const adminReturn = shapeOf<AdminReturn>()(
  z.object({
    ...row,
    email: z.string(),
    note: z.string().nullable(),
    has_photo: z.boolean(),
    is_pickup: z.boolean(),
    rejection_reason: z.string().nullable(),
    refund_error: z.string().nullable(),
    lines: z.array(line.extend({ restocked: z.boolean().nullable() })),
  }),
);
export const adminReturnsAnswer = pageAnswer(adminRow);
export const adminReturnAnswer = dataAnswer(adminReturn);
export const adminReturnSavedAnswer = savedAnswer(adminReturn);
