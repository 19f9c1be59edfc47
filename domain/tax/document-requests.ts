import { z } from 'zod';
import { orderNumberParams } from '../orders';
import { CREDIT_NOTE_NUMBER_PATTERN } from './documents';

/** `/orders/{orderNumber}/credit-notes/{number}.pdf`. */
export const creditNoteParams = orderNumberParams.extend({
  number: z.string().regex(CREDIT_NOTE_NUMBER_PATTERN, 'Invalid credit note number'),
});
